import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { readCode } from './outbox';

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

/** A verified account made through the API, for journeys that start signed out with an account. */
export async function registerVerified(
  request: APIRequestContext,
  customer = newCustomer(),
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
    data: { email: customer.email, otp_code: await readCode(customer.email) },
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
