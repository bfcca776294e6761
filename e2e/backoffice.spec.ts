import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { AdminProduct, Order, PaymentInit, Session } from '@farmkit/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { giveDeliveryAddress, newCustomer, PASSWORD, registerVerified } from './support/accounts';
import { readCode } from './support/outbox';
import { backofficeServer } from './support/servers';
import { expect, ONE_VIEWPORT, test } from './support/test';

const outbox = { dataDir: backofficeServer.dataDir };
const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'profile-photo.png');
const api = (url: string) => `/api/v1/${url}`;

async function signInApi(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(api('accounts/login/'), { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as Session).tokens.access;
}

/** A shopper's order of `quantity` of the product, on delivery or paid through the sandbox's test checkout. */
async function order(
  request: APIRequestContext,
  productId: number,
  { quantity, payNow }: { quantity: number; payNow: boolean },
): Promise<Order> {
  const shopper = await registerVerified(request, newCustomer(), outbox);
  await giveDeliveryAddress(request, shopper);
  const headers = { Authorization: `Bearer ${await signInApi(request, shopper.email)}` };
  expect(
    (await request.post(api('products/cart/'), { headers, data: { product: productId, quantity } })).ok(),
  ).toBe(true);
  if (!payNow) {
    const placed = await request.post(api('products/orders/'), {
      headers,
      data: { payment_method: 'on_delivery' },
    });
    expect(placed.status()).toBe(201);
    return (await placed.json()) as Order;
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
  return (await placed.json()) as Order;
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
) {
  const member = await registerVerified(request, newCustomer(), outbox);
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

async function moveTo(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('button', { name: button })).toHaveCount(0);
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
    await expect(packer.getByRole('navigation', { name: 'Back-office' }).getByRole('link')).toHaveText([
      'Orders',
      'Deliveries',
      'Products',
    ]);
    await expect(packer.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expect(packer.getByText(/do not have permission/)).toHaveCount(0);
    // They move the order to delivered.
    await packer.getByRole('row', { name: new RegExp(`^#${onDelivery.id}\\b`) }).click();
    await expect(packer.getByRole('heading', { level: 1, name: `Order #${onDelivery.id}` })).toBeVisible();
    await packer.getByLabel('Note (optional)').fill('Packed in the morning');
    await moveTo(packer, 'Confirm');
    await moveTo(packer, 'Send out for delivery');
    await moveTo(packer, 'Mark delivered');
    await expect(packer.getByText('Delivered').first()).toBeVisible();
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

    // A third order, confirmed by the owner, is the one the deliveries sheet lists (not the delivered one, nor
    // the cancelled one), under its city, with the cash to collect; printed, it is an A4 PDF without the app's
    // header.
    const toDeliver = await order(request, productId, { quantity: 1, payNow: false });
    const confirmed = await request.post(api(`admin/orders/${toDeliver.id}/stage/`), {
      headers: ownerHeaders,
      data: { stage: 'confirmed' },
    });
    expect(confirmed.ok()).toBe(true);
    await owner.goto('/admin/deliveries');
    const kuje = owner.getByRole('region', { name: 'Kuje' });
    await expect(kuje.getByRole('link', { name: `Order #${toDeliver.id}` })).toBeVisible();
    await expect(kuje).toContainText('1 × Kuje Sahel goat');
    // The shopper's first order: 20% off, so ₦78,400.00 to collect.
    const cash = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(
      toDeliver.total_price,
    );
    await expect(kuje).toContainText(`Cash to collect${cash}`);
    await expect(owner.getByRole('link', { name: `Order #${onDelivery.id}` })).toHaveCount(0);
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
