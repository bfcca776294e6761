import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminProduct, Order, Session } from '@farmkit/contract';
import type { APIRequestContext } from '@playwright/test';
import {
  expectSignedIn,
  giveDeliveryAddress,
  logIn,
  newCustomer,
  PASSWORD,
  registerVerified,
} from './support/accounts';
import { chooseDelivery, chooseDeliveryThroughApi } from './support/delivery';
import { expectMessage, readCode } from './support/outbox';
import { expect, ONE_VIEWPORT, test } from './support/test';

const photo = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'profile-photo.png');

/** The owner's API calls, with their access token. */
function staffApi(request: APIRequestContext, access: string) {
  const headers = { Authorization: `Bearer ${access}` };
  return {
    get: (url: string) => request.get(`/api/v1/${url}`, { headers }),
    post: (url: string, data: object) => request.post(`/api/v1/${url}`, { headers, data }),
    patch: (url: string, data: object) => request.patch(`/api/v1/${url}`, { headers, data }),
    upload: (url: string, picture: Buffer) =>
      request.post(`/api/v1/${url}`, {
        headers,
        multipart: { picture: { name: 'goat.png', mimeType: 'image/png', buffer: picture } },
      }),
  };
}

async function accessOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/accounts/login/', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as Session).tokens.access;
}

test(
  'the farm sets up its owner, stocks a product, and takes an order from placed to delivered; a cancel restocks',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    test.slow();
    // The first start printed the setup link and wrote it to the data directory.
    const link = (await readFile(path.join(process.env.E2E_DATA_DIR ?? '', 'setup-token'), 'utf8')).trim();
    const token = new URL(link).searchParams.get('token') ?? '';
    const owner = newCustomer();
    const setup = await request.post('/api/v1/admin/setup/', {
      data: { token, email: owner.email, password: PASSWORD, first_name: 'Hauwa', last_name: 'Danjuma' },
    });
    expect(setup.status()).toBe(201);
    const verified = await request.post('/api/v1/accounts/verify-email/', {
      data: { email: owner.email, otp_code: await readCode(owner.email) },
    });
    expect(verified.ok()).toBe(true);
    const staff = staffApi(request, await accessOf(request, owner.email));
    const me = (await (await staff.get('admin/me/')).json()) as { id: number };
    expect((await staff.patch(`admin/staff/${me.id}/`, { new_order_alerts: true })).ok()).toBe(true);

    // A new product with a photo and 3 units.
    const created = await staff.post('admin/products/', {
      name: 'Kuje Sahel goat',
      description: 'A young Sahel doe from the farm, vaccinated and dewormed.',
      category: 'Livestock',
      price: 98000,
      stock: 3,
      low_stock_threshold: 5,
    });
    expect(created.status()).toBe(201);
    const product = (await created.json()) as AdminProduct;
    const picture = await staff.upload(`admin/products/${product.id}/picture/`, await readFile(photo));
    expect(picture.ok()).toBe(true);

    // A shopper buys 2 of the 3.
    const shopper = await registerVerified(request);
    await giveDeliveryAddress(request, shopper);
    await logIn(page, shopper);
    // Signed in before leaving the login page: a navigation away would cut the sign-in short.
    await expectSignedIn(page);
    await page.goto(`/homepage/view/${product.id}`);
    const details = page.getByRole('main').getByRole('article');
    await expect(details.getByRole('heading', { level: 1, name: 'Kuje Sahel goat' })).toBeVisible();
    await expect(details.getByText('Only 3 left')).toBeVisible();
    const photoOnPage = details.getByRole('img');
    await expect(photoOnPage).toHaveAttribute('src', /\/media\/uploads\/products\/.+-640\.webp$/);
    // Every stored width is offered, so a phone on mobile data can take a smaller one.
    const srcset = (await photoOnPage.getAttribute('srcset')) ?? '';
    const offered = srcset.split(', ').map((candidate) => candidate.split(' '));
    expect(offered.map(([, width]) => width)).toEqual(['320w', '640w', '960w']);
    for (const [url] of offered) {
      const file = await request.get(url ?? '');
      expect(file.headers()['content-type']).toBe('image/webp');
    }
    await details.getByRole('button', { name: /^Increase quantity/ }).click();
    await details.getByRole('button', { name: 'BUY NOW' }).click();
    await expect(page).toHaveURL(/\/homepage\/checkout$/);
    await chooseDelivery(page);
    // The radio itself is visually hidden inside its card: the shopper presses the card.
    const onDelivery = page.getByRole('radio', { name: 'Pay On Delivery' });
    await page.locator('label').filter({ has: onDelivery }).click();
    await expect(onDelivery).toBeChecked();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/account\/orders-details\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('StagePlaced');

    // The farm is told, and moves the order along while the shopper watches.
    await expectMessage(owner.email, new RegExp(`new order #${orderId}$`));
    const { total_price: total } = (await (await staff.get(`admin/orders/${orderId}/`)).json()) as {
      total_price: number;
    };
    for (const [from, stage, label, news] of [
      ['placed', 'confirmed', 'Confirmed', 'is confirmed'],
      ['confirmed', 'out_for_delivery', 'Out for delivery', 'is on its way'],
      ['out_for_delivery', 'delivered', 'Delivered', 'was delivered'],
    ] as const) {
      // Each move names the stage it leaves; delivering records the cash taken at the door.
      const moved = await staff.post(`admin/orders/${orderId}/stage/`, {
        stage,
        from,
        note: `${label} by the farm`,
        ...(stage === 'delivered' ? { cash_received: total } : {}),
      });
      expect(moved.ok()).toBe(true);
      await page.reload();
      await expect(summary).toContainText(`Stage${label}`);
      await expect(page.getByRole('region', { name: 'Progress' })).toContainText(`${label} by the farm`);
      await expectMessage(shopper.email, new RegExp(`order #${orderId} ${news}$`));
    }
    await expect(summary).toContainText('Completed');

    // Another shopper takes the last unit; the farm cancels that order and the unit is back on sale.
    const other = await registerVerified(request, newCustomer());
    await giveDeliveryAddress(request, other);
    const otherAccess = await accessOf(request, other.email);
    const headers = { Authorization: `Bearer ${otherAccess}` };
    expect(
      (await request.post('/api/v1/products/cart/', { headers, data: { product: product.id } })).ok(),
    ).toBe(true);
    await chooseDeliveryThroughApi(request, headers);
    const placed = await request.post('/api/v1/products/orders/', {
      headers,
      data: { payment_method: 'on_delivery' },
    });
    expect(placed.status()).toBe(201);
    await page.goto(`/homepage/view/${product.id}`);
    await expect(details.getByText('Sold out')).toBeVisible();
    await expect(details.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();

    const cancelled = await staff.post(`admin/orders/${((await placed.json()) as Order).id}/cancel/`, {
      reason: 'The shopper called to cancel.',
    });
    expect(cancelled.ok()).toBe(true);
    await page.reload();
    await expect(details.getByText('Only 1 left')).toBeVisible();
  },
);
