import path from 'node:path';
import { accountMenu, expectSignedIn, logIn, newCustomer, registerVerified } from './support/accounts';
import { countMessages, readCode } from './support/outbox';
import { expect, test } from './support/test';

const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

test('sign up, read the code from the e-mail, verify and land signed in', async ({ page }) => {
  const customer = newCustomer();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByLabel('First Name').fill(customer.firstName);
  await page.getByLabel('Last Name').fill(customer.lastName);
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('button', { name: /Gender/ }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel('Phone Number').fill('8021234567');
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/signupverify$/);
  await expect(page.getByText('Registration successful!')).toBeVisible();
  const code = await readCode(customer.email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  // A complete code submits itself.
  await page.keyboard.insertText(code);

  await expectSignedIn(page);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
});

test('a shopper can sign out and in again; a wrong password is refused', async ({ page, request }) => {
  const customer = await registerVerified(request);
  await logIn(page, { email: customer.email, password: 'Wrong#Pass1' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, customer);
  await expectSignedIn(page);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);

  // Signing in returns the shopper to the page that asked for it.
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('main').getByText(customer.email)).toBeVisible();
});

test('forgot password: the e-mailed code sets a new password that then logs in', async ({
  page,
  request,
}) => {
  const customer = await registerVerified(request);
  const earlierMessages = await countMessages(customer.email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/changepassword\/reset-password$/);
  await page.getByLabel('Email', { exact: false }).fill(customer.email);
  await page.getByRole('button', { name: 'Send Link to Email' }).click();

  await expect(page).toHaveURL(/\/changepassword\/confirm-otp$/);
  const code = await readCode(customer.email, { after: earlierMessages });
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.insertText(code);

  await expect(page).toHaveURL(/\/changepassword\/create-newpassword$/);
  const newPassword = 'New#Harvest9';
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel(/Confirm Password/i).fill(newPassword);
  await page.getByRole('button', { name: /reset|save|update|confirm/i }).click();

  await expect(page).toHaveURL(/\/changepassword\/success$/);
  await expect(page.getByText('Your Password has been Updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Log into your account' }).click();
  await logIn(page, customer);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await logIn(page, { email: customer.email, password: newPassword });
  await expectSignedIn(page);
});

test('a customer changes the profile photo; a file that is not an image is refused', async ({
  page,
  request,
}) => {
  const customer = await registerVerified(request);
  await logIn(page, customer);
  await expectSignedIn(page);
  await page.goto('/account');
  await expect(page.getByText(customer.email)).toBeVisible();

  const photo = page
    .getByRole('main')
    .getByRole('img', { name: `${customer.firstName} ${customer.lastName}` });
  await page
    .getByRole('button', { name: /photo|picture/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(fixture('not-an-image.png'));
  await expect(page.getByText(/choose an image file/i)).toBeVisible();

  await page
    .getByRole('button', { name: /photo|picture/i })
    .first()
    .click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(fixture('profile-photo.png'));
  await expect(photo).toHaveAttribute('src', /\/media\/uploads\/avatars\/[\w-]+\.webp$/);
  const photoResponse = await request.get((await photo.getAttribute('src')) ?? '');
  expect(photoResponse.headers()['content-type']).toBe('image/webp');

  await page.reload();
  await expect(photo).toHaveAttribute('src', /\/media\/uploads\/avatars\//);
});

test('a customer deletes the account and cannot log in afterwards', async ({ page, request }) => {
  const customer = await registerVerified(request);
  const fullName = `${customer.firstName} ${customer.lastName}`;
  await logIn(page, customer);
  await expectSignedIn(page);
  await page.goto('/account/other');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Continue' })
    .click();

  const confirm = page.getByRole('dialog');
  await confirm.getByRole('textbox').fill('Amina Someone');
  await confirm.getByRole('button', { name: /delete|confirm/i }).click();
  await expect(page.getByText('Enter your name correctly!')).toBeVisible();
  await confirm.getByRole('textbox').fill(fullName);
  await confirm.getByRole('button', { name: /delete|confirm/i }).click();
  await expect(page.getByRole('dialog')).toContainText(/deleted/i);

  await logIn(page, customer);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('two tabs opened together both stay signed in (one refresh at a time)', async ({ page, request }) => {
  const customer = await registerVerified(request);
  await logIn(page, customer);
  await expectSignedIn(page);

  const secondTab = await page.context().newPage();
  await Promise.all([page.goto('/homepage/'), secondTab.goto('/homepage/')]);
  await expect(accountMenu(page)).toBeVisible();
  await expect(accountMenu(secondTab)).toBeVisible();

  // Had the tabs spent the same refresh token twice, the server would have revoked the sign-in.
  await Promise.all([page.reload(), secondTab.reload()]);
  await expect(accountMenu(page)).toBeVisible();
  await expect(accountMenu(secondTab)).toBeVisible();
});
