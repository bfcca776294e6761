import type { Product, ProductPage } from '@farmkit/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectSignedIn, logIn, registerVerified, submitLogin } from './support/accounts';
import { addToCart, cartLink } from './support/cart';
import { expect, test } from './support/test';

// The storefront shows totals with 2 decimals (spec 9), in naira.
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }).format(
    amount,
  );

async function twoProducts(request: APIRequestContext): Promise<[Product, Product]> {
  const response = await request.get('/api/v1/products', { params: { page_size: 2, page: 1 } });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as ProductPage;
  return results as [Product, Product];
}

const cartLine = (page: Page, product: Product) =>
  page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: product.name });
const subtotal = (page: Page) => page.getByRole('complementary', { name: 'Cart summary' });

test('fill the cart from product pages, then change and empty it on the cart page', async ({
  page,
  request,
}) => {
  const customer = await registerVerified(request);
  const [goat, eggs] = await twoProducts(request);
  await logIn(page, customer);
  await expectSignedIn(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await addToCart(page, goat.id, 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await addToCart(page, eggs.name);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(cartLink(page)).toContainText('2');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/homepage\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /My Cart/ })).toContainText('2 items');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('My Cart');
  await expect(cartLine(page, goat).getByRole('textbox', { name: `Quantity of ${goat.name}` })).toHaveValue(
    '2',
  );
  await expect(subtotal(page)).toContainText(naira(goat.price * 2 + eggs.price));

  await cartLine(page, eggs)
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  await expect(subtotal(page)).toContainText(naira(goat.price * 2 + eggs.price * 2));
  await expect(page.getByText('Cart updated successfully!')).toBeVisible();
  await page.reload();
  await expect(cartLine(page, eggs).getByRole('textbox', { name: `Quantity of ${eggs.name}` })).toHaveValue(
    '2',
  );

  await cartLine(page, goat)
    .getByRole('button', { name: `Remove ${goat.name}` })
    .click();
  await expect(page.getByText('Deleted From Cart!')).toBeVisible();
  await expect(cartLine(page, goat)).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('heading', { level: 1, name: /My Cart/ })).toContainText('1 item');
  await expect(subtotal(page)).toContainText(naira(eggs.price * 2));
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/homepage/checkout');

  await cartLine(page, eggs)
    .getByRole('button', { name: `Remove ${eggs.name}` })
    .click();
  await expect(page.getByText('Nothing in Cart yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
});

test('ADD TO CART while signed out leads to login, then back to the product with the add done', async ({
  page,
  request,
}) => {
  const customer = await registerVerified(request);
  const [goat] = await twoProducts(request);
  await page.goto(`/homepage/view/${goat.id}`);
  await page.getByRole('button', { name: /^Increase quantity/ }).click();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, customer);
  await expect(page).toHaveURL(new RegExp(`/homepage/view/${goat.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: goat.name })).toBeVisible();
  await expect(page.getByText('Added to Cart!')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

  // The add happened once: going back and forth does not repeat it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: goat.name })).toBeVisible();
  await cartLink(page).click();
  await expect(cartLine(page, goat).getByRole('textbox', { name: `Quantity of ${goat.name}` })).toHaveValue(
    '2',
  );
});

test('BUY NOW adds the product and goes on to the checkout with it', async ({ page, request }) => {
  const customer = await registerVerified(request);
  const [goat] = await twoProducts(request);
  await logIn(page, customer);
  await expectSignedIn(page);
  await page.goto(`/homepage/view/${goat.id}`);
  await page.getByRole('button', { name: 'BUY NOW' }).click();

  await expect(page).toHaveURL(/\/homepage\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main').getByText(goat.name)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('the cart asks a signed-out shopper to log in, then shows the cart', async ({ page, request }) => {
  const customer = await registerVerified(request);
  await page.goto('/homepage/cart');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, customer);
  await expect(page).toHaveURL(/\/homepage\/cart$/);
  await expect(page.getByText('Nothing in Cart yet')).toBeVisible();
});
