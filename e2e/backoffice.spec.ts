import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { AdminProduct, DeliveryOptions, Order, PaymentInit, Session } from '@farmkit/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expectSignedIn,
  giveDeliveryAddress,
  logIn,
  newCustomer,
  PASSWORD,
  registerVerified,
} from './support/accounts';
import { twoWellStockedProducts } from './support/cart';
import { chooseDeliveryThroughApi } from './support/delivery';
import { readCode } from './support/outbox';
import { backofficeServer } from './support/servers';
import { expect, ONE_VIEWPORT, test } from './support/test';

const outbox = { dataDir: backofficeServer.dataDir };
const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'profile-photo.png');
const api = (url: string) => `/api/v1/${url}`;
const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);

async function signInApi(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(api('accounts/login/'), { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as Session).tokens.access;
}

/** A shopper's order of `quantity` of the product, on delivery or paid through the sandbox's test checkout. */
async function order(
  request: APIRequestContext,
  productId: number,
  { quantity, payNow, area }: { quantity: number; payNow: boolean; area?: string },
): Promise<Order & { shopper: { email: string; password: string } }> {
  const shopper = await registerVerified(request, newCustomer(), outbox);
  const withShopper = (placed: Order) => ({ ...placed, shopper });
  await giveDeliveryAddress(request, shopper);
  const headers = { Authorization: `Bearer ${await signInApi(request, shopper.email)}` };
  expect(
    (await request.post(api('products/cart/'), { headers, data: { product: productId, quantity } })).ok(),
  ).toBe(true);
  await chooseDeliveryThroughApi(request, headers, area);
  if (!payNow) {
    const placed = await request.post(api('products/orders/'), {
      headers,
      data: { payment_method: 'on_delivery' },
    });
    expect(placed.status()).toBe(201);
    return withShopper((await placed.json()) as Order);
  }
  const init = (await (
    await request.post(api('products/paystack-initalize-payment/'), { headers })
  ).json()) as PaymentInit;
  expect(
    (
      await request.post(api(`payments/sandbox/${init.reference}/`), {
        headers,
        data: { outcome: 'success' },
      })
    ).ok(),
  ).toBe(true);
  const placed = await request.post(api('products/orders/'), {
    headers,
    data: { payment_method: 'pay_now', reference: init.reference },
  });
  expect(placed.status()).toBe(201);
  return withShopper((await placed.json()) as Order);
}

/**
 * A staff member of `role`, invited by the owner and signed in on a page of their own at `width`, from the
 * back-office's front door: where they land is their role's first page, for the caller to check.
 */
async function staffPage(
  browser: Browser,
  request: APIRequestContext,
  ownerAccess: string,
  role: string,
  width: number,
  member = newCustomer(),
) {
  await registerVerified(request, member, outbox);
  const invited = await request.post(api('admin/staff/'), {
    headers: { Authorization: `Bearer ${ownerAccess}` },
    data: { email: member.email, role },
  });
  expect(invited.status()).toBe(200);
  const context = await browser.newContext({
    baseURL: backofficeServer.baseURL,
    viewport: { width, height: 844 },
    hasTouch: width < 600,
    isMobile: width < 600,
  });
  const page = await context.newPage();
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
  return page;
}

test.describe.configure({ mode: 'serial' });

/** What the first journey leaves for the accessibility check: the owner, a product, an order. */
const morning = { ownerEmail: '', productId: 0, orderId: 0, customerId: 0 };

test(
  'the farm’s first morning in the back-office: setup, stock, an order to delivered, a refund, the sheet',
  ONE_VIEWPORT,
  async ({ browser, playwright, extraHTTPHeaders }) => {
    test.slow();
    // The API calls of the journey's shoppers and staff go to the back-office's own server.
    const request = await playwright.request.newContext({
      baseURL: backofficeServer.baseURL,
      extraHTTPHeaders,
    });
    const context = await browser.newContext({
      baseURL: backofficeServer.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const owner = await context.newPage();

    // The owner opens the setup link the server printed, creates the account and enters the e-mailed code.
    const link = (await readFile(path.join(backofficeServer.dataDir ?? '', 'setup-token'), 'utf8')).trim();
    await owner.goto(`/admin/setup?token=${new URL(link).searchParams.get('token')}`);
    const ownerAccount = newCustomer();
    await owner.getByLabel('First name').fill('Hauwa');
    await owner.getByLabel('Last name').fill('Danjuma');
    await owner.getByLabel('Email').fill(ownerAccount.email);
    await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await owner.getByRole('button', { name: 'Create the owner' }).click();
    await expect(owner.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    const code = await readCode(ownerAccount.email, outbox);
    await owner.getByRole('textbox').first().click();
    await owner.keyboard.type(code);
    await owner.getByRole('button', { name: 'Verify and open the back-office' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const ownerAccess = await signInApi(request, ownerAccount.email);
    morning.ownerEmail = ownerAccount.email;

    // A product with a photo and 2 units, then 1 more by a stock adjustment (a restock).
    await owner
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Products' })
      .click();
    await owner.getByRole('link', { name: 'New product' }).click();
    await owner.getByLabel('Name').fill('Kuje Sahel goat');
    await owner.getByLabel('Description').fill('A young Sahel doe, vaccinated and dewormed.');
    await owner.getByRole('button', { name: /Category/ }).click();
    await owner.getByRole('option', { name: 'Livestock' }).click();
    await owner.getByLabel('Price').fill('98000');
    await owner.getByLabel('Opening stock').fill('2');
    await owner.getByLabel('Low-stock alert at').fill('1');
    await owner.getByRole('button', { name: 'Create product' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Kuje Sahel goat' })).toBeVisible();
    const productId = Number(new URL(owner.url()).pathname.split('/').pop());
    morning.productId = productId;
    await owner.locator('input[type="file"]').setInputFiles(photo);
    // The upload is stored as WebP widths, and the product's picture is the uploaded one.
    const ownerHeaders = { Authorization: `Bearer ${ownerAccess}` };
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(api(`admin/products/${productId}/`), { headers: ownerHeaders })
            ).json()) as AdminProduct
          ).image,
      )
      .toMatch(/\/media\/uploads\/products\/.+\.webp$/);
    await owner.getByRole('button', { name: 'Adjust stock' }).click();
    const adjust = owner.getByRole('dialog');
    await adjust.getByLabel('Change').fill('1');
    await adjust.getByRole('button', { name: /Reason/ }).click();
    await owner.getByRole('option', { name: 'Restock' }).click();
    await adjust.getByLabel('Note (optional)').fill('Bought at Kuje market');
    await adjust.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(adjust).toHaveCount(0);
    await expect(owner.getByRole('grid', { name: 'Stock ledger' })).toContainText('Bought at Kuje market');

    // It is in the shop, with its photo and 3 units.
    const shop = await context.newPage();
    await shop.goto(`/homepage/view/${productId}`);
    await expect(shop.getByRole('heading', { level: 1, name: 'Kuje Sahel goat' })).toBeVisible();
    const shown = await request.get(api(`products/${productId}/`));
    expect(await shown.json()).toMatchObject({ stock: 3, image: expect.stringMatching(/\.webp$/) });
    await shop.close();

    // A shopper orders 1 on delivery; the dashboard counts it as placed.
    const onDelivery = await order(request, productId, { quantity: 1, payNow: false });
    await owner
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(owner.getByRole('link', { name: /^Placed\s*1$/ })).toBeVisible();

    // A packer on a phone signs in to the orders list: the sections their capabilities open, neither the dashboard
    // (whose figures the API refuses them) nor the CSV export.
    const packer = await staffPage(browser, request, ownerAccess, 'packer', 390);
    await expect(packer).toHaveURL(/\/admin\/orders$/);
    await expect(packer.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // On a phone the sections are behind the menu button.
    await packer.getByRole('button', { name: 'Menu' }).click();
    await expect(packer.getByRole('navigation', { name: 'Back-office' }).getByRole('link')).toHaveText([
      'Orders',
      'Deliveries',
      'Products',
    ]);
    await expect(packer.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expect(packer.getByText(/do not have permission/)).toHaveCount(0);
    await packer.getByRole('button', { name: 'Menu' }).click();
    // They move the order to delivered.
    await packer.getByRole('row', { name: new RegExp(`^#${onDelivery.id}\\b`) }).click();
    await expect(packer.getByRole('heading', { level: 1, name: `Order #${onDelivery.id}` })).toBeVisible();
    await packer.getByLabel('Note (optional)').fill('Packed in the morning');
    // A double tap on "Confirm", two thumb taps 200 ms apart on one spot, confirms the order and nothing more: the
    // next action, which takes the place of "Confirm", does not take a tap at once.
    const confirm = await packer.getByRole('button', { name: 'Confirm' }).boundingBox();
    if (!confirm) throw new Error('"Confirm" is not on the screen');
    const spot = { x: confirm.x + confirm.width / 2, y: confirm.y + confirm.height / 2 };
    await packer.mouse.click(spot.x, spot.y);
    await packer.waitForTimeout(200);
    await packer.mouse.click(spot.x, spot.y);
    await expect(packer.getByRole('button', { name: 'Send out for delivery' })).toBeVisible();
    const afterDoubleTap = await request.get(api(`admin/orders/${onDelivery.id}/`), {
      headers: ownerHeaders,
    });
    expect(await afterDoubleTap.json()).toMatchObject({ stage: 'confirmed' });
    // The owner sends it out from her desk while the packer's page still shows it confirmed: the packer's tap
    // (or a double tap) on "Send out for delivery" moves nothing again, and the page says the order moved.
    const sendOut = () =>
      request.post(api(`admin/orders/${onDelivery.id}/stage/`), {
        headers: ownerHeaders,
        data: { stage: 'out_for_delivery', from: 'confirmed' },
      });
    expect((await sendOut()).status()).toBe(200);
    const again = await sendOut();
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'order_moved' });
    await packer.getByRole('button', { name: 'Send out for delivery' }).click();
    await expect(packer.getByRole('alert')).toContainText(
      'This order has moved on meanwhile: it is out for delivery now.',
    );
    await expect(packer.getByText('Out for delivery').first()).toBeVisible();
    // Marking delivered asks again, and records the cash taken at the door.
    await packer.getByRole('button', { name: 'Mark delivered' }).click();
    const deliver = packer.getByRole('alertdialog');
    const due = naira(onDelivery.total_price);
    await expect(deliver.getByLabel('Cash received')).toHaveValue(due);
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(deliver).toHaveCount(0);
    await expect(packer.getByText('Delivered').first()).toBeVisible();
    await expect(packer.getByText(`Paid in cash on delivery: ${due}`)).toBeVisible();
    // The shopper's order page no longer says the money is due.
    const shopperPage = await (await browser.newContext({ baseURL: backofficeServer.baseURL })).newPage();
    await logIn(shopperPage, onDelivery.shopper);
    await expectSignedIn(shopperPage);
    await shopperPage.goto(`/account/orders-details/${onDelivery.id}`);
    const summary = shopperPage.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Paid');
    await expect(summary).not.toContainText('Due on delivery');
    await shopperPage.close();
    // A packer cannot cancel.
    await expect(packer.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    // Another order, paid through the test checkout, is cancelled by the owner with a partial refund.
    const paid = await order(request, productId, { quantity: 2, payNow: true });
    morning.orderId = paid.id;
    await owner.goto(`/admin/orders/${paid.id}`);
    await owner.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = owner.getByRole('alertdialog');
    await dialog.getByLabel('Reason').fill('One goat fell ill');
    await dialog.getByLabel('Refund').fill('98000');
    await dialog.getByLabel('Refund').press('Tab');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(owner.getByText('Refunded')).toBeVisible();
    const refunded = await request.get(api(`admin/orders/${paid.id}/`), {
      headers: { Authorization: `Bearer ${ownerAccess}` },
    });
    expect(await refunded.json()).toMatchObject({ stage: 'cancelled', refunded_amount: 98000 });
    // Its two units are back: 3 - 1 delivered.
    const stock = await request.get(api(`admin/products/${productId}/`), {
      headers: { Authorization: `Bearer ${ownerAccess}` },
    });
    expect(((await stock.json()) as AdminProduct).stock).toBe(2);

    // Both changes are in the audit log, by the owner: the cancellation and the refund.
    await owner.goto('/admin/audit?entity=order');
    const entries = owner.getByRole('list', { name: 'Entries' });
    const ofPaid = entries
      .getByRole('listitem')
      .filter({ has: owner.getByRole('link', { name: `Order #${paid.id}` }) });
    await expect(ofPaid.filter({ hasText: 'order.cancel' })).toContainText(ownerAccount.email);
    await expect(ofPaid.filter({ hasText: 'order.refund' })).toContainText(ownerAccount.email);

    // A third order, confirmed by the owner, is on the deliveries sheet of its day (the cancelled one is not),
    // under its area, with the cash to collect; printed, it is an A4 PDF without the app's
    // header.
    const toDeliver = await order(request, productId, { quantity: 1, payNow: false });
    const confirmed = await request.post(api(`admin/orders/${toDeliver.id}/stage/`), {
      headers: ownerHeaders,
      data: { stage: 'confirmed', from: 'placed' },
    });
    expect(confirmed.ok()).toBe(true);
    // The sheet of the order's delivery day, its area under its slot.
    await owner.goto(`/admin/deliveries?date=${toDeliver.delivery?.slot?.date}`);
    const kuje = owner.getByRole('region', { name: 'Kuje town (Kuje)' });
    await expect(kuje.getByRole('link', { name: `Order #${toDeliver.id}` })).toBeVisible();
    await expect(kuje).toContainText('1 × Kuje Sahel goat');
    // The shopper's first order: 20% off, so ₦78,400.00 to collect.
    const cash = naira(toDeliver.total_price);
    await expect(kuje).toContainText(`Cash to collect${cash}`);
    // The day's sheet keeps what was delivered that day (with its rider and cash) and leaves the cancelled out.
    await expect(owner.getByRole('link', { name: `Order #${paid.id}` })).toHaveCount(0);
    await owner.emulateMedia({ media: 'print' });
    await expect(owner.getByRole('navigation', { name: 'Back-office' })).toBeHidden();
    const pdf = await owner.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
    await owner.emulateMedia({ media: 'screen' });
  },
);

/** The owner's back-office, signed in, on a page of its own. */
async function ownerPage(browser: Browser) {
  expect(morning.ownerEmail, 'the first morning ran first').not.toBe('');
  const context = await browser.newContext({ baseURL: backofficeServer.baseURL });
  const page = await context.newPage();
  await page.goto('/admin/sign-in');
  await page.getByLabel('Email').fill(morning.ownerEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return page;
}

async function firstCustomerPath(page: Page) {
  const customers = await page.request.get(api('admin/customers/'), {
    headers: { Authorization: `Bearer ${await signInApi(page.request, morning.ownerEmail)}` },
  });
  const firstCustomer = ((await customers.json()) as { results: { id: number }[] }).results[0];
  return `/admin/customers/${firstCustomer?.id}`;
}

/**
 * Every back-office page at both widths, one test per page: 26 axe runs in one test can take longer than a test's
 * three minutes on a loaded two-core machine, and a time-out there says nothing of accessibility.
 */
test.describe('every back-office page has no accessibility violations, at 390 and 1280 px', () => {
  const signedIn: [string, (page: Page) => string | Promise<string>][] = [
    ['dashboard', () => '/admin/'],
    ['orders', () => '/admin/orders'],
    ['an order', () => `/admin/orders/${morning.orderId}`],
    ['deliveries', () => '/admin/deliveries'],
    ['cash', () => '/admin/cash'],
    ['delivery settings', () => '/admin/delivery'],
    ['payment settings', () => '/admin/payments'],
    ['products', () => '/admin/products'],
    ['a new product', () => '/admin/products/new'],
    ['a product', () => `/admin/products/${morning.productId}`],
    ['categories', () => '/admin/categories'],
    ['customers', () => '/admin/customers'],
    ['a customer', firstCustomerPath],
    ['staff', () => '/admin/staff'],
    ['audit log', () => '/admin/audit'],
  ];

  test('sign-in and setup', ONE_VIEWPORT, async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: backofficeServer.baseURL })).newPage();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/admin/sign-in', '/admin/setup']) await expectNoAxeViolations(page, path);
    }
  });

  for (const [name, pathOf] of signedIn) {
    test(name, ONE_VIEWPORT, async ({ browser }) => {
      // A sign-in and two whole-page axe runs: the products page's take 13 s on a quiet machine, and several times
      // that on a slower one shared with the other test tiers, close to a test's 60 s.
      test.slow();
      const page = await ownerPage(browser);
      const path = await pathOf(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, path);
      }
    });
  }
});

async function expectNoAxeViolations(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('Page not found');
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `axe violations on ${path} at ${page.viewportSize()?.width} px`).toEqual([]);
}

test(
  'on a phone (390px): the packer lands on the orders, every section is in the menu, and the search finds local phone numbers, products and areas',
  ONE_VIEWPORT,
  async ({ browser, playwright, extraHTTPHeaders }) => {
    expect(morning.ownerEmail, 'the first morning ran first').not.toBe('');
    const request = await playwright.request.newContext({
      baseURL: backofficeServer.baseURL,
      extraHTTPHeaders,
    });
    const ownerAccess = await signInApi(request, morning.ownerEmail);
    // The newest order: its shopper's number is +2348021234567, it goes to Kuje, it holds the morning's goat.
    const placed = await order(request, morning.productId, { quantity: 1, payNow: false });
    const noHorizontalScroll = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The packer lands on the orders list, not on a page that refuses them.
    const packer = await staffPage(browser, request, ownerAccess, 'packer', 390);
    await expect(packer).toHaveURL(/\/admin\/orders$/);
    await expect(packer.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(packer.getByText(/do not have permission|Not allowed/)).toHaveCount(0);
    await noHorizontalScroll(packer);

    // They search by the number as a Nigerian says it, typed in the folded filters.
    await packer.getByRole('button', { name: 'Filters', exact: true }).click();
    await packer.getByRole('searchbox', { name: 'Search' }).fill('0802 123 4567');
    await packer.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(packer).toHaveURL(/q=0802/);
    const firstRow = packer.getByRole('grid', { name: 'Orders' }).getByRole('row').nth(1);
    await expect(firstRow).toHaveAccessibleName(new RegExp(`^#${placed.id}\\b`));
    await expect(packer.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    // Every other writing of it, the product's name and the area find it too.
    for (const q of ['08021234567', '+234 802-123-4567', '2348021234567', 'sahel goat', 'Kuje']) {
      await packer.goto(`/admin/orders?q=${encodeURIComponent(q)}`);
      await expect(firstRow, q).toHaveAccessibleName(new RegExp(`^#${placed.id}\\b`));
    }
    await packer.close();

    // The owner's phone: every section their role has is in the menu, a 44px target at least, and opens.
    const ownerContext = await browser.newContext({
      baseURL: backofficeServer.baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const owner = await ownerContext.newPage();
    await owner.goto('/admin/sign-in');
    await owner.getByLabel('Email').fill(morning.ownerEmail);
    await owner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await owner.getByRole('button', { name: 'Sign in' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sections = [
      ['Dashboard', 'Dashboard'],
      ['Orders', 'Orders'],
      ['Deliveries', 'Deliveries'],
      ['Cash', 'Cash'],
      ['Products', 'Products'],
      ['Categories', 'Categories'],
      ['Delivery settings', 'Delivery settings'],
      ['Payment settings', 'Payment settings'],
      ['Customers', 'Customers'],
      ['Staff', 'Staff'],
      ['Audit log', 'Audit log'],
    ];
    for (const [link, heading] of sections) {
      await owner.getByRole('button', { name: 'Menu' }).click();
      const nav = owner.getByRole('navigation', { name: 'Back-office' });
      await expect(nav.getByRole('link')).toHaveCount(sections.length);
      const target = nav.getByRole('link', { name: link, exact: true });
      const box = await target.boundingBox();
      expect(box?.height, link).toBeGreaterThanOrEqual(44);
      expect(box?.width, link).toBeGreaterThanOrEqual(44);
      await target.click();
      await expect(owner.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(nav).toBeHidden();
      await noHorizontalScroll(owner);
    }
    await owner.close();
  },
);

test(
  'a day’s deliveries: the manager gives Gwarinpa’s orders to a rider, who hands them over on a phone with the cash, and the day’s cash balances',
  ONE_VIEWPORT,
  async ({ browser, playwright, extraHTTPHeaders }, testInfo) => {
    test.slow();
    expect(morning.ownerEmail, 'the first morning ran first').not.toBe('');
    const request = await playwright.request.newContext({
      baseURL: backofficeServer.baseURL,
      extraHTTPHeaders,
    });
    const ownerAccess = await signInApi(request, morning.ownerEmail);
    const ownerHeaders = { Authorization: `Bearer ${ownerAccess}` };
    const screenshot = (page: Page, name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

    // Two shoppers in Gwarinpa order enough for its minimum (after a first order's 20% off) and pay on delivery,
    // in its first open slot.
    const options = (await (await request.get(api('delivery/'))).json()) as DeliveryOptions;
    const minimum = options.areas.find((area) => area.name === 'Gwarinpa')?.min_order ?? 0;
    expect(minimum, 'the seed delivers to Gwarinpa, with a minimum order').toBeGreaterThan(0);
    const [product] = await twoWellStockedProducts(request);
    const quantity = Math.ceil(minimum / product.price / 0.8) + 1;
    const first = await order(request, product.id, { quantity, payNow: false, area: 'Gwarinpa' });
    const second = await order(request, product.id, { quantity, payNow: false, area: 'Gwarinpa' });
    const day = first.delivery?.slot?.date ?? '';
    expect(second.delivery?.slot?.date).toBe(day);

    const rider = { ...newCustomer(), firstName: 'Sani', lastName: `Musa ${Date.now()}` };
    const riderName = `${rider.firstName} ${rider.lastName}`;
    const riderPage = await staffPage(browser, request, ownerAccess, 'rider', 390, rider);
    await expect(riderPage.getByRole('heading', { level: 1, name: 'My deliveries' })).toBeVisible();

    // The manager, at the desk, gives the first order to the rider on the day's sheet.
    const manager = await staffPage(browser, request, ownerAccess, 'manager', 1280);
    await manager.goto(`/admin/deliveries?date=${day}`);
    const gwarinpa = manager.getByRole('region', { name: 'Gwarinpa (AMAC)' });
    await expect(gwarinpa.getByRole('link', { name: `Order #${first.id}` })).toBeVisible();
    await gwarinpa.getByRole('button', { name: new RegExp(`Rider of order #${first.id}$`) }).click();
    await manager.getByRole('option', { name: riderName }).click();
    await expect(
      gwarinpa.getByRole('button', { name: new RegExp(`^${riderName}.*Rider of order #${first.id}$`) }),
    ).toBeVisible();
    await screenshot(manager, 'sheet-desktop');

    // On her phone, the rest of Gwarinpa's slot goes to the same rider at once.
    await manager.setViewportSize({ width: 390, height: 844 });
    await gwarinpa.getByRole('button', { name: /Rider for all of Gwarinpa$/ }).click();
    await manager.getByRole('option', { name: riderName }).click();
    await gwarinpa.getByRole('button', { name: 'Give all' }).click();
    await expect(
      gwarinpa.getByRole('button', { name: new RegExp(`^${riderName}.*Rider of order #${second.id}$`) }),
    ).toBeVisible();
    await screenshot(manager, 'sheet-phone');

    // Loaded and sent out.
    for (const { id } of [first, second]) {
      for (const [from, stage] of [
        ['placed', 'confirmed'],
        ['confirmed', 'out_for_delivery'],
      ]) {
        const moved = await request.post(api(`admin/orders/${id}/stage/`), {
          headers: ownerHeaders,
          data: { stage, from },
        });
        expect(moved.ok()).toBe(true);
      }
    }

    // The rider's round of that day, on the road: both stops, the cash to take at each, handed over in turn.
    await riderPage.goto(`/admin/my-deliveries?date=${day}`);
    await expect(riderPage.getByText(/2 of 2 stops to go/)).toContainText(
      naira(first.total_price + second.total_price),
    );
    await expectNoAxeViolations(riderPage, `/admin/my-deliveries?date=${day}`);
    await screenshot(riderPage, 'round-phone');
    for (const stop of [first, second]) {
      // Both stops are Amina Bello's: the order's number tells them apart.
      const card = riderPage
        .getByRole('listitem')
        .filter({ has: riderPage.getByText(new RegExp(`· Order #${stop.id}$`)) });
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+2348021234567');
      await card.getByRole('button', { name: 'Mark delivered' }).click();
      const dialog = riderPage.getByRole('alertdialog');
      await expect(dialog.getByLabel('Cash received')).toHaveValue(naira(stop.total_price));
      await dialog.getByRole('button', { name: 'Mark delivered' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByRole('status')).toHaveText(
        `Delivered · cash received ${naira(stop.total_price)}`,
      );
    }
    await expect(riderPage.getByText(/0 of 2 stops to go/)).toBeVisible();

    // Back at the office, the day's cash: the rider brought back what the sheet said.
    await manager.setViewportSize({ width: 1280, height: 900 });
    await manager.goto(`/admin/cash?date=${day}`);
    const line = manager.getByRole('row', { name: new RegExp(`^${riderName}`) });
    await expect(line.getByRole('cell')).toHaveText([
      '2',
      naira(first.total_price + second.total_price),
      naira(first.total_price + second.total_price),
      'Even',
      'None',
    ]);
    await screenshot(manager, 'cash-desktop');
    // Both orders are paid now: their cash is recorded.
    for (const { id } of [first, second]) {
      const paid = await request.get(api(`admin/orders/${id}/`), { headers: ownerHeaders });
      expect(await paid.json()).toMatchObject({ stage: 'delivered', paid: true });
    }
  },
);
