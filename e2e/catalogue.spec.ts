import type { Product, ProductPage } from '@farmkit/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, ONE_VIEWPORT, test } from './support/test';

const productLinks = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

async function fetchPage(request: import('@playwright/test').APIRequestContext, query: string) {
  const response = await request.get(`/api/v1/products?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductPage;
}

test('the home page lists the catalogue 16 at a time and pages through it', async ({ page, request }) => {
  const [first, second] = await Promise.all([
    fetchPage(request, 'page_size=16&page=1'),
    fetchPage(request, 'page_size=16&page=2'),
  ]);
  await page.goto('/homepage/');
  await expect(page.getByRole('heading', { name: 'OUR PRODUCTS' })).toBeVisible();
  await expect(productLinks(page)).toHaveCount(16);
  await expect(productLinks(page).first()).toContainText(first.results[0]?.name ?? '');

  // The pager is links: they work in the server's HTML, which the browser does not hydrate.
  await pager(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(productLinks(page).first()).toContainText(second.results[0]?.name ?? '');
  await expect(pager(page).getByRole('link', { name: /^(Page )?2$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goBack();
  await expect(productLinks(page).first()).toContainText(first.results[0]?.name ?? '');
});

test('a search with results shows only matching products, one without shows the tips', async ({ page }) => {
  await page.goto('/homepage/');
  const search = page.getByRole('searchbox', { name: /search/i });
  await search.fill('goat');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/homepage\/product\/goat$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('goat');
  await expect(productLinks(page).first()).toBeVisible();
  const names = await productLinks(page).allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('goat');

  await search.fill('xyzzy');
  await search.press('Enter');
  await expect(page.getByText('There are no results for "xyzzy"')).toBeVisible();
  await page.getByRole('link', { name: 'Go To HomePage' }).click();
  await expect(page).toHaveURL(/\/homepage\/?$/);
});

test('a blank search goes back to the home listing', async ({ page }) => {
  await page.goto('/homepage/category/Eggs');
  const search = page.getByRole('searchbox', { name: /search/i });
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/homepage\/?$/);
});

test('the categories menu opens a category page with only that category', async ({ page, request }) => {
  const poultry = await fetchPage(request, 'category=Poultry&page_size=100&page=1');
  await page.goto('/homepage/');
  await page.getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Poultry' }).click();
  await expect(page).toHaveURL(/\/homepage\/category\/Poultry$/);
  // The header stays from page to page: the list closed with the choice.
  await expect(page.getByRole('list', { name: 'Categories' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Poultry');
  await expect(productLinks(page)).toHaveCount(Math.min(poultry.count, 16));
  await expect(productLinks(page).first()).toContainText(poultry.results[0]?.name ?? '');
});

test('a product page shows the product and leads to a similar item', async ({ page, request }) => {
  const { results } = await fetchPage(request, 'category=Livestock&page_size=2&page=1');
  const [product, similar] = results as [Product, Product];
  await page.goto(`/homepage/view/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(product.description)).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).toContainText('Home');
  await expect(breadcrumb).toContainText('Product');
  await expect(breadcrumb).toContainText(product.name);

  const similarItems = page.getByRole('region', { name: 'Similar Items You Might Like' });
  await expect(similarItems.getByRole('link', { name: product.name, exact: true })).toHaveCount(0);
  await similarItems.getByRole('link', { name: similar.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/homepage/view/${similar.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: similar.name })).toBeVisible();
});

test("a product page whose picture fails to load shows the plain tile, not the browser's broken picture", async ({
  page,
  request,
}) => {
  const [product] = (await fetchPage(request, 'page_size=1&page=1')).results as [Product];
  // An offline phone or a deleted file: every picture download fails, before the page hydrates or after.
  await page.route('**/media/**', (route) => route.abort());

  await page.goto(`/homepage/view/${product.id}`);

  await expect(page.getByRole('img', { name: `${product.name} (no picture yet)` })).toBeVisible();
  await expect(page.getByRole('main').locator('img.product-image')).toHaveCount(0);
  await expectOnlyStandIns(page.getByRole('region', { name: 'Similar Items You Might Like' }));
});

test("a listing whose pictures fail to load shows each card's stand-in", async ({ page }) => {
  await page.route('**/media/**', (route) => route.abort());

  await page.goto('/homepage/');

  await expect(productLinks(page)).toHaveCount(16);
  await expectOnlyStandIns(page.getByRole('main').getByRole('list').first());
});

/** Every product card's picture, once scrolled to (they load lazily), gives way to the kit's stand-in. */
async function expectOnlyStandIns(cards: Locator) {
  const pictures = cards.locator('img');
  await expect(pictures.first()).toBeVisible();
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml/);
  }
}

test(
  'an unknown product shows the not-found page, whose Head Back returns',
  ONE_VIEWPORT,
  async ({ page }) => {
    await page.goto('/homepage/');
    await page.goto('/homepage/view/999999');
    await expect(page.getByText("The page you're looking for does not exist")).toBeVisible();
    await page.getByRole('link', { name: 'Head Back' }).click();
    await expect(page).toHaveURL(/\/homepage\/?$/);
  },
);

test('unknown paths redirect to the landing page', ONE_VIEWPORT, async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/homepage/no-such-shop-page');
  await expect(page).toHaveURL(/:\d+\/$/);
});
