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
    // A lazy picture loads only once it nears the viewport, or never while a carousel clips it, and its
    // decode() waits for that: the screenshot loads them all now.
    await document.fonts.ready;
    const images = Array.from(canvasElement.querySelectorAll('img'));
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // Grow the viewport to the story's height, so a tall story is captured whole.
    const height = Math.max(window.innerHeight, document.documentElement.scrollHeight);
    await page.viewport(window.innerWidth, height);
    await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(id, {
      // Embedded frames (the help page's videos) show another site, and `data-screenshot-mask` marks text
      // that changes with the calendar (the footer's year): their box is compared, painted in one colour.
      screenshotOptions: {
        mask: Array.from(canvasElement.querySelectorAll('iframe, [data-screenshot-mask]')),
        maskColor: '#d5dcd3',
      },
    });
  },
};
