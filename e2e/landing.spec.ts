import type { ProductPage } from '@farmkit/contract';
import type { Page, TestInfo } from '@playwright/test';
import { logIn, registerVerified } from './support/accounts';
import { expect, ONE_VIEWPORT, test } from './support/test';

/** The landing page's headings, top to bottom. */
const SECTIONS = [
  'Farm to Table Freshness.',
  'Our farm in Kuje',
  'Our livestock',
  'Crops from our fields',
  'What we offer',
  'Farming that gives back to the land',
  'Shop our Online Store',
];

const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * Where the top bar's links are: on a phone, in the drawer the menu button opens; on a desktop, in the bar.
 */
async function navigation(page: Page, testInfo: TestInfo) {
  if (!onPhone(testInfo)) return page.getByRole('banner');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * The livestock carousel's track. It is a polite live region only while the slides hold still, and silent
 * (`aria-live="off"`) exactly while they move on their own: the kit's Carousel derives both the attribute and
 * its autoplay timer from one flag, so the attribute says whether anything will move the slides.
 */
const livestockTrack = (page: Page) =>
  page.getByRole('region', { name: 'Livestock slides' }).locator('[aria-live]');

/**
 * The label of the slide resting at the start of the livestock carousel's track (scroll snap puts one there once
 * a scroll has ended), or null while the track is between two slides.
 */
const slideAtRest = (page: Page) =>
  livestockTrack(page).evaluate((track) => {
    const start = track.getBoundingClientRect().left;
    const resting = Array.from(track.querySelectorAll('[aria-roledescription="slide"]')).find(
      (slide) => Math.abs(slide.getBoundingClientRect().left - start) < 1,
    );
    return resting?.querySelector('figcaption')?.textContent ?? null;
  });

/** The label of the leftmost slide wholly inside the livestock carousel. */
const firstVisibleSlide = (page: Page) =>
  page
    .getByRole('region', { name: 'Our livestock' })
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => {
      const box = slides[0]?.closest('[aria-roledescription="carousel"]')?.getBoundingClientRect();
      if (!box) return null;
      const visible = slides
        .map((slide) => ({ slide, left: slide.getBoundingClientRect().left }))
        .filter(({ left }) => left >= box.left - 1 && left < box.right - 1)
        .sort((a, b) => a.left - b.left);
      return visible[0]?.slide.querySelector('figcaption')?.textContent ?? null;
    });

test('the landing page shows every section in order, then the first four products', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/v1/products?page_size=10&page=1');
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as ProductPage;

  await page.goto('/');
  await expect(page).toHaveTitle(/^Farm to Table Freshness \| /);
  await expect(page.getByRole('main').locator('h1, h2')).toHaveText(SECTIONS);
  await expect(page.getByRole('link', { name: 'Sign up and get 20% OFF your First Order' })).toBeVisible();

  const products = page.getByRole('list', { name: 'Shop our Online Store' }).getByRole('link');
  await expect(products).toHaveCount(4);
  for (const [index, product] of results.slice(0, 4).entries()) {
    await expect(products.nth(index)).toHaveText(product.name);
    await expect(products.nth(index)).toHaveAttribute('href', `/homepage/view/${product.id}`);
  }
  // The footer closes the page.
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const direction = page.getByRole('link', { name: /^Direction/ });
  await expect(direction).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await expect(direction).toHaveAttribute('target', '_blank');
  await expect(direction).toHaveAttribute('rel', /noopener/);
});

test('the livestock carousel moves on its own until Pause is pressed', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Our livestock' }).scrollIntoViewIfNeeded();
  await expect(livestockTrack(page)).toHaveAttribute('aria-live', 'off');
  // Which slide shows first is the reduced-motion test's: here the page may already have moved on.
  const first = await firstVisibleSlide(page);
  await expect.poll(() => firstVisibleSlide(page), { timeout: 15_000 }).not.toBe(first);

  await page.getByRole('button', { name: 'Pause the livestock slides' }).click();
  await expect(page.getByRole('button', { name: 'Play the livestock slides' })).toBeVisible();
  // Paused, the autoplay is off: the track is a live region again, and no timer will move the slides.
  await expect(livestockTrack(page)).toHaveAttribute('aria-live', 'polite');
  // A slide under way when Pause was pressed finishes its move and comes to rest at the start of the track.
  await expect.poll(() => slideAtRest(page)).not.toBeNull();
});

test('for a visitor who prefers less motion the carousel holds still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('heading', { name: 'Our livestock' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: /the livestock slides/ })).toHaveCount(0);
  // No autoplay: the track is a live region, as it is only while nothing moves the slides on its own.
  await expect(livestockTrack(page)).toHaveAttribute('aria-live', 'polite');
  expect(await slideAtRest(page)).toBe('Chicks & chickens');
});

// One viewport: the phone's, where the menu button shows.
test(
  'on a phone, Escape closes the menu and gives the focus back to its button',
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  },
);

test('About leads to the about section and Login to the login page', async ({ page }, testInfo) => {
  await page.goto('/');
  await (await navigation(page, testInfo)).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/#content$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Our farm in Kuje' })).toBeInViewport();

  await (await navigation(page, testInfo)).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, the top bar leads to the online store instead of the login page', async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, await registerVerified(request));
  await expect(page).toHaveURL(/\/homepage\/?$/);
  await page.goto('/');
  const links = await navigation(page, testInfo);
  await expect(links.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await links.getByRole('link', { name: 'online Store', exact: true }).click();
  await expect(page).toHaveURL(/\/homepage\/$/);
});

test('Product Categories leads to a category page', async ({ page }, testInfo) => {
  await page.goto('/');
  const links = await navigation(page, testInfo);
  await links.getByRole('button', { name: 'Product Categories' }).click();
  await links
    .getByRole('list', { name: 'Product Categories' })
    .getByRole('link', { name: 'Poultry' })
    .click();
  await expect(page).toHaveURL(/\/homepage\/category\/Poultry$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Poultry');
});

test('the store button leads to the online store', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Visit our Store' }).click();
  await expect(page).toHaveURL(/\/homepage\/$/);
  await expect(page.getByRole('heading', { name: 'OUR PRODUCTS' })).toBeVisible();
});

test('the signup banner leads to the sign-up page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up and get 20% OFF your First Order' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
});

test('an unknown path goes to the landing page', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Farm to Table Freshness.' })).toBeVisible();
});
