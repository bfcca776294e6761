import type { Order, Product, Session } from '@farmkit/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Customer,
  DELIVERY,
  expectSignedIn,
  giveDeliveryAddress,
  logIn,
  registerVerified,
} from './support/accounts';
import { addToCart, cartLink, twoWellStockedProducts } from './support/cart';
import { expect, ONE_VIEWPORT, test } from './support/test';

// Order money shows with 2 decimals, in naira.
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }).format(
    amount,
  );
// The first order's 20% off, in whole kobo as the server rounds it.
const firstOrderDiscount = (subtotal: number) => Math.round(Math.round(subtotal * 100) * 0.2) / 100;

/** A first order placed through the API, so the next one is the shopper's second. */
async function placeFirstOrder(request: APIRequestContext, customer: Customer, product: Product) {
  const login = await request.post('/api/v1/accounts/login/', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as Session).tokens.access}` };
  expect(
    (await request.post('/api/v1/products/cart/', { headers, data: { product: product.id } })).ok(),
  ).toBe(true);
  const placed = await request.post('/api/v1/products/orders/', {
    headers,
    data: { payment_method: 'on_delivery' },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()) as Order;
}

const myOrder = (page: Page) => page.getByRole('region', { name: 'My Order' });
const testPayment = (page: Page) => page.getByRole('dialog', { name: 'Test payment' });

async function chooseAndProceed(page: Page, method: 'Pay Now (test mode)' | 'Pay On Delivery') {
  // The radio itself is visually hidden inside its card: the shopper presses the card.
  const radio = page.getByRole('radio', { name: method });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
  await page.getByRole('button', { name: 'Proceed' }).click();
}

async function orderIdFromUrl(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/account\/orders-details\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a first order paid on delivery gets 20% off and is listed under Orders', async ({ page, request }) => {
  const customer = await registerVerified(request);
  const [first, second] = await twoWellStockedProducts(request);
  const subtotal = first.price * 2 + second.price;
  const discount = firstOrderDiscount(subtotal);
  await logIn(page, customer);
  await expectSignedIn(page);
  await addToCart(page, first.id, 2);
  await addToCart(page, second.id);

  await cartLink(page).click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/homepage\/checkout$/);
  await expect(myOrder(page)).toContainText('2 items');
  await expect(myOrder(page).getByRole('listitem').filter({ hasText: first.name })).toContainText(
    `Qty 2${naira(first.price * 2)}`,
  );
  await expect(myOrder(page)).toContainText(`Subtotal${naira(subtotal)}`);
  await expect(myOrder(page)).toContainText(`First-order discount (20%)−${naira(discount)}`);
  await expect(myOrder(page)).toContainText(`Total${naira(subtotal - discount)}`);

  // A new account has no delivery address: the checkout asks for it, and the account page takes it.
  const deliverTo = page.getByRole('region', { name: 'Deliver to' });
  await expect(deliverTo.getByRole('alert')).toHaveText(
    'Add your phone number and delivery address to your account before you order.',
  );
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await deliverTo.getByRole('link', { name: 'Add them in your account' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(DELIVERY.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(DELIVERY.city);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await page.goBack();
  await expect(deliverTo).toContainText(DELIVERY.address);
  await expect(deliverTo.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Select a payment method')).toBeVisible();
  await chooseAndProceed(page, 'Pay On Delivery');

  const id = await orderIdFromUrl(page);
  await expect(page.getByText('Order placed!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Pending');
  await expect(summary).toContainText('Pay On Delivery');
  await expect(summary).toContainText('Due on delivery');
  const items = page.getByRole('region', { name: 'Items (2)' });
  await expect(items.getByRole('listitem').filter({ hasText: first.name })).toContainText(
    `2 × ${naira(first.price)}${naira(first.price * 2)}`,
  );
  await expect(items).toContainText(`First-order discount (20%)−${naira(discount)}`);
  await expect(items).toContainText(`Total${naira(subtotal - discount)}`);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const row = page
    .getByRole('table', { name: 'Your orders' })
    .getByRole('row')
    .filter({ hasText: 'Pay On Delivery' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(naira(subtotal - discount));
  await row.getByRole('link', { name: `Order ${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();

  await page.goto('/homepage/checkout');
  await expect(page.getByRole('heading', { name: 'Nothing added to Cart' })).toBeVisible();
});

test(
  'pay now through the test checkout: a cancel is unsuccessful, the retry pays for a second order',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    await giveDeliveryAddress(request, customer);
    const [product, other] = await twoWellStockedProducts(request);
    const first = await placeFirstOrder(request, customer, other);
    await logIn(page, customer);
    await expectSignedIn(page);
    await addToCart(page, product.id, 3);
    const total = product.price * 3;

    await page.goto('/homepage/checkout');
    await expect(myOrder(page)).toContainText('1 item');
    await expect(myOrder(page)).not.toContainText('First-order discount');
    // The production build without Paystack runs Pay Now on the sandbox, and says so before it is chosen.
    await expect(page.getByText('This shop takes test payments only: no money is taken')).toBeVisible();
    await chooseAndProceed(page, 'Pay Now (test mode)');
    await expect(testPayment(page)).toContainText('Test mode');
    await expect(testPayment(page)).toContainText(`Amount to pay${naira(total)}`);
    await testPayment(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(testPayment(page)).toBeHidden();
    await expect(page.getByRole('alert')).toHaveText('Payment unsuccessful');

    await page.getByRole('button', { name: 'Proceed' }).click();
    await testPayment(page)
      .getByRole('button', { name: `Pay ${naira(total)}` })
      .click();

    const id = await orderIdFromUrl(page);
    expect(id).not.toBe(first.id);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Pay Now');
    // A sandbox payment is never money received.
    await expect(summary).toContainText('Test payment: no money taken');
    await expect(summary).toContainText(/Reference\S+/);
    const items = page.getByRole('region', { name: 'Items (1)' });
    await expect(items).not.toContainText('First-order discount');
    await expect(items).toContainText(`Total${naira(total)}`);

    await page.getByRole('link', { name: 'Back to orders' }).click();
    const rows = page.getByRole('table', { name: 'Your orders' }).getByRole('row');
    // The header row, then the new order above the first.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`${id}`);
    await expect(rows.nth(1)).toContainText('Pay Now');
    await expect(rows.nth(2).getByRole('link', { name: `Order ${first.id}` })).toBeVisible();
  },
);
