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
import {
  chooseArea,
  chooseDelivery,
  chooseDeliveryThroughApi,
  chooseFirstOpenSlot,
  deliveryStep,
  enterAddress,
  pressRadio,
} from './support/delivery';
import { expect, ONE_VIEWPORT, test } from './support/test';

// Order money shows with 2 decimals, in naira.
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 }).format(
    amount,
  );
/** Whole naira, as the delivery texts write them: ₦2,400. */
const wholeNaira = (amount: number) => naira(amount).replace(/\.00$/, '');
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
  await chooseDeliveryThroughApi(request, headers);
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

// Kuje town, the seed's area next to the farm: ₦500, no minimum order.
const KUJE_TOWN_FEE = 500;

test('a first order paid on delivery gets 20% off and is listed under Orders', async ({ page, request }) => {
  const customer = await registerVerified(request);
  await giveDeliveryAddress(request, customer);
  const [first, second] = await twoWellStockedProducts(request);
  const subtotal = first.price * 2 + second.price;
  const discount = firstOrderDiscount(subtotal);
  const total = subtotal - discount + KUJE_TOWN_FEE;
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

  // The first checkout asks how and when the order should come, starting from the account's address.
  await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  await chooseDelivery(page, { landmark: 'Beside the market gate' });
  await expect(deliveryStep(page)).toContainText(DELIVERY.address);
  await expect(myOrder(page)).toContainText(`Delivery to Kuje town${wholeNaira(KUJE_TOWN_FEE)}`);
  await expect(myOrder(page)).toContainText(`Total${naira(total)}`);

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
  await expect(items).toContainText(`Total${naira(total)}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Delivery to Kuje town (Kuje)');
  await expect(delivery).toContainText('Beside the market gate');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const row = page
    .getByRole('table', { name: 'Your orders' })
    .getByRole('row')
    .filter({ hasText: 'Pay On Delivery' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(naira(total));
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
    const total = product.price * 3 + KUJE_TOWN_FEE;

    await page.goto('/homepage/checkout');
    await expect(myOrder(page)).toContainText('1 item');
    // The cart remembers the first order's delivery choice; its slot was that order's, so only the time is asked.
    await chooseFirstOpenSlot(page);
    await expect(deliveryStep(page)).toContainText('Delivery to Kuje town, ');
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

test('a shopper in Gwarinpa below the minimum adds more, takes the first morning, pays on delivery', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerVerified(request);
  await giveDeliveryAddress(request, customer);
  // Gwarinpa in the seed: ₦3,000, at least ₦12,000 after the first-order discount.
  const options = (await (await request.get('/api/v1/delivery/')).json()) as {
    areas: Array<{ name: string; fee: number; min_order: number }>;
  };
  const gwarinpa = options.areas.find((area) => area.name === 'Gwarinpa');
  if (!gwarinpa) throw new Error('The seed delivers to Gwarinpa');
  // A product cheap enough that one is below the minimum and a few are above it.
  const [product] = await twoWellStockedProducts(request);
  const after = (quantity: number) => {
    const subtotal = product.price * quantity;
    return subtotal - firstOrderDiscount(subtotal);
  };
  const below = Math.max(1, Math.floor(gwarinpa.min_order / product.price / 0.8) - 1);
  expect(after(below)).toBeLessThan(gwarinpa.min_order);
  const enough = Math.ceil(gwarinpa.min_order / product.price / 0.8) + 1;
  await logIn(page, customer);
  await expectSignedIn(page);
  await addToCart(page, product.id, below);

  await page.goto('/homepage/checkout');
  await page.screenshot({
    path: `/tmp/checkout-delivery-method-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await pressRadio(page, 'Delivery');
  await deliveryStep(page).getByRole('button', { name: 'Continue' }).click();
  await chooseArea(page, 'Gwarinpa');
  await page.screenshot({
    path: `/tmp/checkout-delivery-address-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await enterAddress(page, { address: '5 Third Avenue', landmark: 'Opposite the Living Faith church' });
  await chooseFirstOpenSlot(page, { morning: true });
  const missing = wholeNaira(gwarinpa.min_order - after(below));
  const notice = `Add ${missing} more for delivery to Gwarinpa.`;
  await expect(deliveryStep(page)).toContainText(notice);
  await expect(myOrder(page)).toContainText(notice);
  await page.screenshot({
    path: `/tmp/checkout-delivery-below-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The cart says so too; the shopper adds more and comes back.
  await deliveryStep(page).getByRole('link', { name: 'Add more from your cart' }).click();
  await expect(page).toHaveURL(/\/homepage\/cart$/);
  await addToCart(page, product.id, enough - below);
  await page.goto('/homepage/checkout');
  // The cart kept the choice: Gwarinpa, its address and its first morning.
  await expect(deliveryStep(page)).toContainText(/Delivery to Gwarinpa, \w{3} \d{1,2} \w{3}, 9:00–13:00/);
  await expect(myOrder(page)).not.toContainText('more for delivery');
  await page.screenshot({
    path: `/tmp/checkout-delivery-saved-${testInfo.project.name}.png`,
    fullPage: true,
  });
  const slotText =
    (await deliveryStep(page)
      .getByText(/^Delivery to Gwarinpa, /)
      .textContent()) ?? '';
  await chooseAndProceed(page, 'Pay On Delivery');

  const id = await orderIdFromUrl(page);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${id}` })).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Delivery to Gwarinpa (AMAC)');
  await expect(delivery).toContainText(slotText.replace('Delivery to Gwarinpa, ', ''));
  await expect(delivery).toContainText('5 Third Avenue');
  await expect(delivery).toContainText('Opposite the Living Faith church');
  const items = page.getByRole('region', { name: /^Items/ });
  await expect(items).toContainText(`Delivery to Gwarinpa${wholeNaira(gwarinpa.fee)}`);
  await expect(items).toContainText(`Total${naira(after(enough) + gwarinpa.fee)}`);
});
