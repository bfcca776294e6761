import AxeBuilder from '@axe-core/playwright';
import type { Order, Session } from '@farmkit/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Customer, giveDeliveryAddress, logIn, registerVerified } from './support/accounts';
import { twoWellStockedProducts } from './support/cart';
import { chooseDeliveryThroughApi } from './support/delivery';
import { expect, test } from './support/test';

// Every route of the spec, as the shopper gets it from the production build, checked by axe at the
// project's width (phone 390px, desktop 1280px).

async function expectNoAxeViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The help page's tutorial videos are another site's pages, not ours to check.
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const found = violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `axe violations on ${path}`).toEqual([]);
}

const publicPaths = [
  '/',
  '/homepage/',
  '/homepage/product/goat',
  '/homepage/product/xyzzy',
  '/homepage/category/Poultry',
  '/homepage/view/1',
  '/homepage/view/99999',
  '/login',
  '/signup',
  '/changepassword/reset-password',
  '/feedback',
  '/return-policy',
  '/help',
  '/terms',
  '/privacy',
];

for (const path of publicPaths) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await expectNoAxeViolations(page, path);
  });
}

/** A signed-in shopper with one order placed and one product waiting in the cart, all through the API. */
async function shopperWithAnOrder(request: APIRequestContext, customer: Customer): Promise<Order> {
  const login = await request.post('/api/v1/accounts/login/', {
    data: { email: customer.email, password: customer.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as Session).tokens.access}` };
  const [first, second] = await twoWellStockedProducts(request);
  const addToCart = (product: number) =>
    request.post('/api/v1/products/cart/', { headers, data: { product } });
  expect((await addToCart(first.id)).ok()).toBe(true);
  await chooseDeliveryThroughApi(request, headers);
  const placed = await request.post('/api/v1/products/orders/', {
    headers,
    data: { payment_method: 'on_delivery' },
  });
  expect(placed.status()).toBe(201);
  expect((await addToCart(second.id)).ok()).toBe(true);
  return (await placed.json()) as Order;
}

test('the signed-in pages have no accessibility violations', async ({ page, request }) => {
  // Seven pages checked one after the other under one sign-in: more than one page's time.
  test.slow();
  const customer = await registerVerified(request);
  await giveDeliveryAddress(request, customer);
  const order = await shopperWithAnOrder(request, customer);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/homepage\/$/);
  for (const path of [
    '/homepage/cart',
    '/homepage/checkout',
    '/account',
    '/account/help-center',
    '/account/other',
    '/account/orders',
    `/account/orders-details/${order.id}`,
  ]) {
    await expectNoAxeViolations(page, path);
  }
});
