import type { Product } from '@farmkit/contract';
import type { Page } from '@playwright/test';
import { expectSignedIn, logIn, registerVerified, submitLogin } from './support/accounts';
import { addToCart, cartLink, twoWellStockedProducts } from './support/cart';
import { expect, ONE_VIEWPORT, test } from './support/test';

// The storefront shows totals with 2 decimals, in naira.
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }).format(
    amount,
  );

const cartLine = (page: Page, product: Product) =>
  page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: product.name });
const subtotal = (page: Page) => page.getByRole('complementary', { name: 'Cart summary' });

test('fill the cart from product pages, then change and empty it on the cart page', async ({
  page,
  request,
}) => {
  const customer = await registerVerified(request);
  const [first, second] = await twoWellStockedProducts(request);
  await logIn(page, customer);
  await expectSignedIn(page);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await addToCart(page, first.id, 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await addToCart(page, second.name);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await expect(cartLink(page)).toContainText('2');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/homepage\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /My Cart/ })).toContainText('2 items');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('My Cart');
  await expect(cartLine(page, first).getByRole('textbox', { name: `Quantity of ${first.name}` })).toHaveValue(
    '2',
  );
  await expect(subtotal(page)).toContainText(naira(first.price * 2 + second.price));

  await cartLine(page, second)
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  await expect(subtotal(page)).toContainText(naira(first.price * 2 + second.price * 2));
  await expect(page.getByText('Cart updated successfully!')).toBeVisible();
  await page.reload();
  await expect(
    cartLine(page, second).getByRole('textbox', { name: `Quantity of ${second.name}` }),
  ).toHaveValue('2');

  await cartLine(page, first)
    .getByRole('button', { name: `Remove ${first.name}` })
    .click();
  await expect(page.getByText('Deleted From Cart!')).toBeVisible();
  await expect(cartLine(page, first)).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByRole('heading', { level: 1, name: /My Cart/ })).toContainText('1 item');
  await expect(subtotal(page)).toContainText(naira(second.price * 2));
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/homepage/checkout');

  await cartLine(page, second)
    .getByRole('button', { name: `Remove ${second.name}` })
    .click();
  await expect(page.getByText('Nothing in Cart yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
});

test(
  'ADD TO CART while signed out leads to login, then back to the product with the add done',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    const [first] = await twoWellStockedProducts(request);
    await page.goto(`/homepage/view/${first.id}`);
    await page.getByRole('button', { name: /^Increase quantity/ }).click();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, customer);
    await expect(page).toHaveURL(new RegExp(`/homepage/view/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByText('Added to Cart!')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    // The add happened once: going back and forth does not repeat it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await cartLink(page).click();
    await expect(
      cartLine(page, first).getByRole('textbox', { name: `Quantity of ${first.name}` }),
    ).toHaveValue('2');
  },
);

test(
  'BUY NOW adds the product and goes on to the checkout with it',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    const [first] = await twoWellStockedProducts(request);
    await logIn(page, customer);
    await expectSignedIn(page);
    await page.goto(`/homepage/view/${first.id}`);
    await page.getByRole('button', { name: 'BUY NOW' }).click();

    await expect(page).toHaveURL(/\/homepage\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('main').getByText(first.name)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  },
);

test(
  'the cart asks a signed-out shopper to log in, then shows the cart',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    await page.goto('/homepage/cart');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, customer);
    await expect(page).toHaveURL(/\/homepage\/cart$/);
    await expect(page.getByText('Nothing in Cart yet')).toBeVisible();
  },
);
