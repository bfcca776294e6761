import type { Preview } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** Stories with this tag are compared with a committed screenshot after their play function. */
export const SCREENSHOT_TAG = 'screenshot';

/** Vitest-only annotations: the screenshot assertion needs Vitest's browser mode. */
export const screenshotAnnotations: Preview = {
  async afterEach({ tags, canvasElement, id }) {
    if (!tags.includes(SCREENSHOT_TAG)) return;
    // Wait for what paints late: the web font, and every picture (a broken one rejects, which is fine).
    await document.fonts.ready;
    await Promise.all(
      Array.from(canvasElement.querySelectorAll('img'), (image) => image.decode().catch(() => undefined)),
    );
    // Grow the viewport to the story's height, so a tall story is captured whole.
    const height = Math.max(window.innerHeight, document.documentElement.scrollHeight);
    await page.viewport(window.innerWidth, height);
    await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(id);
  },
};
