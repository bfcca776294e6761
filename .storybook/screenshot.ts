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
    // Grow the viewport to the story's height, so a tall story is captured whole: once its height holds still
    // (a section still loading, the footer's categories say, would grow it past the viewport and be captured
    // blank), and again if the new size changes it (a section sized in vh).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const height = Math.max(window.innerHeight, await settledHeight());
      if (attempt > 0 && height === window.innerHeight) break;
      await page.viewport(window.innerWidth, height);
    }
    await expect.element(page.elementLocator(canvasElement)).toMatchScreenshot(id, {
      // Two identical captures in a row make a stable screenshot: for a large story, on a machine shared with
      // the other test tiers, that can take longer than the default 5 s.
      timeout: 30_000,
      // Embedded frames (the help page's videos) show another site, and `data-screenshot-mask` marks text
      // that changes with the calendar (the footer's year): their box is compared, painted in one colour.
      screenshotOptions: {
        mask: Array.from(canvasElement.querySelectorAll('iframe, [data-screenshot-mask]')),
        maskColor: '#d5dcd3',
      },
    });
  },
};

/** The document's height once it has not changed for a few frames in a row (or after two seconds). */
async function settledHeight(): Promise<number> {
  const frame = () => new Promise((resolve) => setTimeout(resolve, 50));
  let height = document.documentElement.scrollHeight;
  for (let steady = 0, waited = 0; steady < 4 && waited < 40; waited += 1) {
    await frame();
    const next = document.documentElement.scrollHeight;
    steady = next === height ? steady + 1 : 0;
    height = next;
  }
  return height;
}
