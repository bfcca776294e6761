import type { Session } from '@farmkit/contract';
import type { Page } from '@playwright/test';
import { expectSignedIn, giveDeliveryAddress, logIn, registerVerified } from './support/accounts';
import { twoWellStockedProducts } from './support/cart';
import { chooseDeliveryThroughApi } from './support/delivery';
import { startFlutterwaveStandIn, startShopOnFlutterwave } from './support/flutterwave';
import { expect, ONE_VIEWPORT, test as shopTest, waitUntilHydrated } from './support/test';

/** The journeys here run against a shop of their own, whose Pay Now is Flutterwave's page (a local stand-in). */
const test = shopTest.extend<
  object,
  { flutterwaveShop: { baseURL: string; dataDir: string; flutterwave: string } }
>({
  flutterwaveShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const flutterwave = await startFlutterwaveStandIn();
      const shop = await startShopOnFlutterwave(flutterwave.origin);
      await use({ baseURL: shop.baseURL, dataDir: shop.dataDir, flutterwave: flutterwave.origin });
      await shop.stop();
      await flutterwave.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ flutterwaveShop }, use) => use(flutterwaveShop.baseURL),
});

const payNow = (page: Page) => page.getByRole('radio', { name: 'Pay Now', exact: true });

test(
  "pay now on Flutterwave's page: closing it is unsuccessful, paying there places the order",
  ONE_VIEWPORT,
  async ({ page, request, flutterwaveShop }) => {
    const customer = await registerVerified(request, undefined, { dataDir: flutterwaveShop.dataDir });
    await giveDeliveryAddress(request, customer);
    const [product] = await twoWellStockedProducts(request);
    const login = await request.post('/api/v1/accounts/login/', {
      data: { email: customer.email, password: customer.password },
    });
    const headers = { Authorization: `Bearer ${((await login.json()) as Session).tokens.access}` };
    expect(
      (await request.post('/api/v1/products/cart/', { headers, data: { product: product.id } })).ok(),
    ).toBe(true);
    await chooseDeliveryThroughApi(request, headers);
    await logIn(page, customer);
    await expectSignedIn(page);

    // The cart holds its delivery choice: the checkout opens at the payment.
    await page.goto('/homepage/checkout');
    await page
      .locator('label')
      .filter({ has: payNow(page) })
      .click();
    await expect(payNow(page)).toBeChecked();
    await page.getByRole('button', { name: 'Proceed' }).click();

    // Flutterwave's page, which the shopper closes: back at the checkout, which says so and forgets the address.
    await expect(page).toHaveURL(new RegExp(`^${flutterwaveShop.flutterwave}/hosted/`));
    await page.getByRole('link', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('alert')).toHaveText('Payment unsuccessful');
    await expect(page).toHaveURL(/\/homepage\/checkout$/);
    await waitUntilHydrated(page);
    await expect(payNow(page)).toBeChecked();

    // Again, and paid: the order is placed against the payment, which the server asked Flutterwave about.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`^${flutterwaveShop.flutterwave}/hosted/`));
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/account\/orders-details\/\d+$/);
    await expect(page.getByText('Order placed!')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Pay Now');
    await expect(summary).not.toContainText('Test payment');
    await expect(summary).toContainText(/Reference\S+/);
  },
);
