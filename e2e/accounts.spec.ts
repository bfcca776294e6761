import path from 'node:path';
import { accountMenu, expectSignedIn, logIn, newCustomer, registerVerified } from './support/accounts';
import { countMessages, readCode } from './support/outbox';
import { expect, ONE_VIEWPORT, test } from './support/test';

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
  await expect(page.getByRole('region', { name: 'Profile' }).getByText(customer.email)).toBeVisible();
});

test(
  'forgot password: the e-mailed code sets a new password that then logs in',
  ONE_VIEWPORT,
  async ({ page, request }) => {
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
  },
);

test(
  'a customer changes the profile photo; a file that is not an image is refused',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    await logIn(page, customer);
    await expectSignedIn(page);
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(customer.email)).toBeVisible();

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
  },
);

test(
  'a customer deletes the account and cannot log in afterwards',
  ONE_VIEWPORT,
  async ({ page, request }) => {
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
  },
);

test(
  'two tabs opened together both stay signed in (one refresh at a time)',
  ONE_VIEWPORT,
  async ({ page, request }) => {
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
  },
);

test(
  'two tabs that refresh at the very same moment both stay signed in (the server answers both)',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    await logIn(page, customer);
    await expectSignedIn(page);
    // A browser without Web Locks, or two windows of one profile racing: both refreshes carry the same token.
    const context = page.context();
    await context.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
    const secondTab = await context.newPage();

    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/v1/accounts/refresh/')) refreshes.push(response.status());
    });
    await Promise.all([page.goto('/homepage/'), secondTab.goto('/homepage/')]);

    await expect(accountMenu(page)).toBeVisible();
    await expect(accountMenu(secondTab)).toBeVisible();
    expect(refreshes).toEqual([200, 200]);
  },
);

test('a first visit asks nothing that answers 401 and logs no error', ONE_VIEWPORT, async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/homepage/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  expect(failures).toEqual([]);
});

test(
  'a shopper changes the login e-mail with the password and the code sent to the new address',
  ONE_VIEWPORT,
  async ({ page, request }) => {
    const customer = await registerVerified(request);
    const newEmail = newCustomer().email;
    const noticesBefore = await countMessages(customer.email);
    await logIn(page, customer);
    await expectSignedIn(page);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Login email' });
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByLabel('Current password').fill(customer.password);
    await section.getByRole('button', { name: 'Send code' }).click();
    await expect(section.getByRole('status')).toContainText(`We sent a 6-digit code to ${newEmail}`);

    await section.getByLabel('Code from the email').fill(await readCode(newEmail));
    await section.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByText(`You now sign in with ${newEmail}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(newEmail)).toBeVisible();
    // The old address is told.
    await expect.poll(() => countMessages(customer.email)).toBe(noticesBefore + 1);

    await page.context().clearCookies();
    await logIn(page, { email: newEmail, password: customer.password });
    await expectSignedIn(page);
  },
);
