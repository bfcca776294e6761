import type { Category, ProductPage } from '@farmkit/contract';
import type { Page } from '@playwright/test';
import { accountMenu, expectSignedIn, logIn, registerVerified } from './support/accounts';
import { expect, ONE_VIEWPORT, test, waitUntilHydrated } from './support/test';

const footer = (page: Page) => page.getByRole('contentinfo');
const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the feedback policy page reads and its Go Back returns to the page before it', async ({ page }) => {
  await page.goto('/homepage/');
  await footer(page).getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback Policy' })).toBeVisible();
  await expect(page).toHaveTitle(/^Feedback Policy \| /);
  // The footer's link loaded the page afresh; before the app hydrates, Go Back is a plain link home.
  await waitUntilHydrated(page);

  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/homepage\/$/);
});

test('Go Back on a feedback page opened on its own leads home', async ({ page }) => {
  await page.goto('/feedback');
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the return policy states the return window, the refund time and the shipping rule', async ({
  page,
}) => {
  await page.goto('/homepage/');
  await footer(page).getByRole('link', { name: 'Return Policy' }).click();
  await expect(page).toHaveURL(/\/return-policy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  await expect(main).toContainText('within 30 days from the day it was delivered');
  await expect(main).toContainText('7-10 business days, to the original payment');
  await expect(main).toContainText('Shipping costs are non-refundable, unless the return is our error');
});

test('the help center embeds two tutorial videos and gives the support contacts', async ({ page }) => {
  await page.goto('/homepage/');
  await footer(page).getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const videos = main.locator('iframe');
  await expect(videos).toHaveCount(2);
  for (const video of await videos.all()) {
    await expect(video).toHaveAttribute('title', /\S/);
    await expect(video).toHaveAttribute('loading', 'lazy');
  }
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:\S+@\S+$/);
  await expect(main.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
});

test('the footer lists the categories, each leading to its page', async ({ page, request }) => {
  const categories = (await (await request.get('/api/v1/products/category/')).json()) as Category[];
  expect(categories.length).toBeGreaterThan(0);
  const last = categories.at(-1)?.category ?? '';

  await page.goto('/homepage/');
  const links = footer(page).getByRole('navigation', { name: 'Categories' }).getByRole('link');
  await expect(links).toHaveText(categories.map(({ category }) => category));
  await links.last().click();
  await expect(page).toHaveURL(new RegExp(`/homepage/category/${encodeURIComponent(last)}$`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(last);
});

test('the footer leads to the terms and the privacy policy and names its social accounts', async ({
  page,
}) => {
  await page.goto('/feedback');
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()}`);
  for (const name of ['Instagram', 'WhatsApp']) {
    await expect(footer(page).getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
  }
  await footer(page).getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test("the footer's About Us leads to the landing page's about section", async ({ page }) => {
  await page.goto('/help');
  await footer(page).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/#content$/);
  await expect(page.locator('#content')).toBeInViewport();
});

test('the home banner carousel shows its slides and the arrows change the slide', async ({ page }) => {
  // Without autoplay the slide changes only when the shopper asks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/homepage/');
  const first = carousel(page).getByText('Fresh from our farm in Kuje');
  const second = carousel(page).getByText('Sign up and get 20% OFF your First Order');
  await expect(first).toBeInViewport();
  await expect(second).not.toBeInViewport();

  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(second).toBeInViewport();
  await expect(first).not.toBeInViewport();
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(first).toBeInViewport();
  await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(second).toBeInViewport();
});

test('the carousel arrows work from the keyboard without scrolling the page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/homepage/');
  const next = carousel(page).getByRole('button', { name: 'Next slide' });
  await next.focus();
  await page.keyboard.press('Space');
  await expect(carousel(page).getByText('Sign up and get 20% OFF your First Order')).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(carousel(page).getByText('Fresh from our farm in Kuje')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the home banner carousel moves on its own', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/homepage/');
  const second = carousel(page).getByText('Sign up and get 20% OFF your First Order');
  await expect(second).toBeInViewport({ timeout: 5_000 });
});

test('a signed-in shopper is welcomed in the profile menu, and Logout ends the session', async ({
  page,
  request,
}) => {
  const customer = await registerVerified(request);
  await logIn(page, customer);
  await expectSignedIn(page);
  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Welcome!')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'my Accounts' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The server ended the session too: a fresh load of the shop is signed out.
  await page.goto('/homepage/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});

test(
  'a product page names itself in the title and in its link preview',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const { results } = (await (
      await request.get('/api/v1/products?page_size=1&page=1')
    ).json()) as ProductPage;
    const [product] = results;
    if (!product) throw new Error('The seed catalogue is empty');
    await page.goto(`/homepage/view/${product.id}`);
    const title = new RegExp(`^${escapeRegExp(product.name)} \\| `);
    await expect(page).toHaveTitle(title);
    const og = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(og('og:type')).toHaveAttribute('content', 'product');
    await expect(og('og:title')).toHaveAttribute('content', title);
    await expect(og('og:description')).toHaveAttribute('content', product.description);
    await expect(og('og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/\S+/);
    await expect(og('og:url')).toHaveAttribute('content', new RegExp(`/homepage/view/${product.id}$`));
  },
);

test(
  'the app has a favicon and a web app manifest from the site configuration',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    await page.goto('/help');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: expect.any(String), short_name: expect.any(String) });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  },
);
