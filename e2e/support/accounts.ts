import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type OutboxOptions, readCode } from './outbox';

export const PASSWORD = 'Farm#2026ok';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const newCustomer = (): Customer => ({
  firstName: 'Amina',
  lastName: 'Bello',
  email: `amina.${randomUUID().slice(0, 8)}@example.com`,
  password: PASSWORD,
});

/** Where the journeys' shoppers have their orders delivered. */
export const DELIVERY = { address: '12 Market Road', city: 'Kuje' };

/** Gives the account a delivery address through the API, as a shopper who has ordered before has one. */
export async function giveDeliveryAddress(request: APIRequestContext, customer: Customer): Promise<void> {
  const login = await request.post('/api/v1/accounts/login/', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  const { access } = ((await login.json()) as { tokens: { access: string } }).tokens;
  const edit = await request.patch('/api/v1/accounts/edit/', {
    headers: { Authorization: `Bearer ${access}` },
    data: DELIVERY,
  });
  expect(edit.ok()).toBe(true);
}

/** A verified account made through the API, for journeys that start signed out with an account. */
export async function registerVerified(
  request: APIRequestContext,
  customer = newCustomer(),
  outbox: OutboxOptions = {},
): Promise<Customer> {
  const signup = await request.post('/api/v1/accounts/signup/', {
    data: {
      name: `${customer.firstName} ${customer.lastName}`,
      email: customer.email,
      gender: 'F',
      country: 'NG',
      phone_number: '+2348021234567',
      password: customer.password,
    },
  });
  expect(signup.status()).toBe(201);
  const verify = await request.post('/api/v1/accounts/verify-email/', {
    data: { email: customer.email, otp_code: await readCode(customer.email, outbox) },
  });
  expect(verify.status()).toBe(200);
  return customer;
}

export async function logIn(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  await page.goto('/login');
  await submitLogin(page, customer);
}

/** Fills and sends the login form the page shows (after a redirect to /login, say). */
export async function submitLogin(page: Page, { email, password }: Pick<Customer, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: false }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu/i });

export async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/homepage\/?$/);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
}
