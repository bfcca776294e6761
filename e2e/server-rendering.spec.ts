import type { Product } from '@farmkit/contract';
import { expect, ONE_VIEWPORT, test } from './support/test';

// The page's data: the catalogue and the shop's settings (its money, its discount), which the server rendered in.
const API_READS = /\/api\/v1\/(products|shop\/)/;

test(
  'a product page comes from the server with its name, price, canonical address and schema.org data',
  ONE_VIEWPORT,
  async ({ request }) => {
    const product: Product = await (await request.get('/api/v1/products/3/')).json();
    const answer = await request.get('/homepage/view/3');
    expect(answer.status()).toBe(200);
    const html = await answer.text();

    expect(html).toContain(`<h1 class="product-details-name">${product.name}</h1>`);
    expect(html).toMatch(new RegExp(`<title>${product.name.replace(/[()]/g, '\\$&')} \\| `));
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/homepage\/view\/3"/);
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: {
        priceCurrency: 'NGN',
        price: product.price.toFixed(2),
        availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      },
    });
  },
);

test(
  'the catalogue, the landing page and the policies come rendered; signed-in areas come as the app shell',
  ONE_VIEWPORT,
  async ({ request }) => {
    const rendered = {
      '/': 'Farm to Table',
      '/homepage/': 'OUR PRODUCTS',
      '/homepage/category/Poultry': 'Poultry',
      '/homepage/product/goat': 'goat',
      '/feedback': 'Feedback Policy',
    };
    for (const [path, text] of Object.entries(rendered)) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toMatch(
        new RegExp(`<div id="root"( data-islands="\\w+"[^>]*)?>.*${text}`, 'is'),
      );
    }
    for (const path of ['/account', '/homepage/cart', '/login']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain('<div id="root"></div>');
    }
  },
);

test(
  'an unknown product and an unknown address answer 404; the shopper still sees where to go',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const unknownProduct = await request.get('/homepage/view/999999');
    expect(unknownProduct.status()).toBe(404);
    expect(await unknownProduct.text()).toMatch(/The page you(&#x27;|')re looking for does not exist/);
    expect((await request.get('/no-such-page')).status()).toBe(404);

    await page.goto('/homepage/view/999999');
    await expect(
      page.getByRole('heading', { name: "The page you're looking for does not exist" }),
    ).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  },
);

/**
 * Opens `path` and checks that the browser hydrated only the page's islands, of `set`: no app code, none of the
 * page's data asked for again, and that `answers` (a press on one of them) works.
 */
async function expectIslandsOnly(
  {
    page,
    request,
  }: { page: import('@playwright/test').Page; request: import('@playwright/test').APIRequestContext },
  path: string,
  set: string,
  answers: () => Promise<void>,
) {
  const html = await (await request.get(path)).text();
  // The islands' frame writes money in the shop's format, which the server wrote on the page (the e2e API's default).
  expect(html).toContain(`<div id="root" data-islands="${set}" data-currency="NGN" data-locale="en-NG">`);
  expect(html).not.toContain('id="query-state"');

  const reads: string[] = [];
  const scripts: string[] = [];
  const record = (sent: import('@playwright/test').Request) => {
    if (API_READS.test(sent.url())) reads.push(sent.url());
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  };
  page.on('request', record);
  await page.goto(path);
  await answers();
  page.off('request', record);
  expect(reads, 'page data reads on a page of islands').toEqual([]);
  expect(
    scripts.some((script) => /\/(index|main)-[\w-]+\.js$/.test(script)),
    scripts.join(' '),
  ).toBe(false);
}

test(
  'the landing page hydrates only its islands: no app code, none of the page data again, and its islands answer',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    await expectIslandsOnly({ page, request }, '/', 'landing', async () => {
      // The carousel is an island: its Pause button answers.
      await page.getByRole('button', { name: 'Pause the livestock slides' }).click();
      await expect(page.getByRole('button', { name: 'Play the livestock slides' })).toBeVisible();
    });
  },
);

test(
  'the catalogue hydrates only its islands: the listings their header and banners, a product page its purchase',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    await expectIslandsOnly({ page, request }, '/homepage/', 'listing', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const banners = page.getByRole('region', { name: 'Highlights' });
      await banners.getByRole('button', { name: 'Next slide' }).click();
      await expect(banners.getByText('Sign up and get 20% OFF your First Order')).toBeInViewport();
    });
    await expectIslandsOnly({ page, request }, '/homepage/category/Poultry', 'listing', async () => {
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    });
    await expectIslandsOnly({ page, request }, '/homepage/view/3', 'product', async () => {
      await page.getByRole('button', { name: /Increase quantity/ }).click();
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    });
  },
);

test("the landing page's menus work before any script has run", async ({ browser }, testInfo) => {
  const withoutScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport ?? null,
  });
  const page = await withoutScript.newPage();
  await page.goto('/');
  let navigation = page.getByRole('banner');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    navigation = page.getByRole('dialog', { name: 'Menu' });
    await expect(navigation.getByRole('link', { name: 'Login' })).toBeVisible();
  }
  await navigation.getByRole('button', { name: 'Product Categories' }).click();
  await navigation
    .getByRole('list', { name: 'Product Categories' })
    .getByRole('link', { name: 'Eggs' })
    .click();
  await expect(page).toHaveURL(/\/homepage\/category\/Eggs$/);
  await withoutScript.close();
});

test('a server-rendered product page shows before its script runs and hydrates without asking for its data again', async ({
  context,
  page,
}) => {
  // A tab of its own, whose script never arrives (the test's page waits for hydration on every visit).
  const withoutScript = await context.newPage();
  await withoutScript.route('**/assets/*.js', (route) => route.abort());
  await withoutScript.goto('/homepage/view/3');
  await expect(withoutScript.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(withoutScript.getByRole('heading', { name: 'Similar Items You Might Like' })).toBeVisible();
  await expect(withoutScript.locator('html[data-hydrated]')).toHaveCount(0);
  await withoutScript.close();

  const reads: string[] = [];
  page.on('request', (request) => {
    if (API_READS.test(request.url())) reads.push(request.url());
  });
  await page.goto('/homepage/view/3');
  // Hydrated: the purchase buttons answer once the session is known.
  await page.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  expect(reads, 'catalogue reads after the server sent the data').toEqual([]);
});

test(
  'the search works before the app has started: the form is sent to the server, which leads to the results',
  ONE_VIEWPORT,
  async ({ browser }) => {
    const withoutScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutScript.newPage();
    await page.goto('/homepage/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('goat');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/homepage\/product\/goat$/);
    await expect(page.getByRole('main')).toContainText(/goat/i);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('   ');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/homepage\/$/);
    await withoutScript.close();
  },
);
