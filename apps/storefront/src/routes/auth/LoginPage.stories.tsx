import { ACCOUNT_PATHS, ERROR_CODES, ERROR_DETAILS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { noGoogle, onAccountCall, refused, sampleUser, sessionOf, signedOut } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Auth/Login',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/login" />,
  beforeEach({ msw }) {
    msw.use(signedOut, noGoogle, categoriesHandler);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/changepassword/reset-password',
    );
    await expect(canvas.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    // The server offers no Google sign-in here, so no button for it.
    await expect(canvas.queryByText('or continue with')).toBeNull();
  },
};

/** The page at the widths the end-to-end journeys run at. */
export const OnDesktop: Story = { ...Default, globals: onDesktop };
export const OnPhone: Story = { ...Default, globals: onPhone };

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(
      onAccountCall(
        'post',
        ACCOUNT_PATHS.login,
        refused(401, 'No active account found with the given credentials', ERROR_CODES.invalidCredentials),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'amina@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Wrong#Pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The right password, refused until the e-mailed code comes with it; the code field is then shown. */
async function loginUntilCodeAsked({ canvas, userEvent }: Context) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'amina@example.com');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Green#Farm1');
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    'We e-mailed you a sign-in code: enter it with your password.',
  );
  return canvas.getByRole('textbox', { name: 'Sign-in code from the email' });
}

/** Many failed logins aimed at the account: the right password asks for the code e-mailed to it. */
export const SignInCodeAsked: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      onAccountCall('post', ACCOUNT_PATHS.login, async (request) => {
        const body = (await request.json()) as { otp?: string };
        return body.otp === '123456'
          ? HttpResponse.json(sessionOf(sampleUser))
          : HttpResponse.json(
              {
                detail: 'We e-mailed you a sign-in code: enter it with your password.',
                code: ERROR_CODES.loginCodeRequired,
              },
              { status: 403 },
            );
      }),
    );
  },
  play: async (context) => {
    await expect(await loginUntilCodeAsked(context)).toBeVisible();
  },
};

/** ...and signs in with the password and the code. */
export const SignInWithCode: Story = {
  beforeEach: SignInCodeAsked.beforeEach,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.type(await loginUntilCodeAsked(context), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(canvas.queryByRole('heading', { level: 1, name: 'Login' })).not.toBeInTheDocument(),
    );
  },
};

export const InvalidAfterTouch: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'amina@');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription('enter valid email');
    // The password was never touched: no error under it yet.
    await expect(canvas.queryByText('required')).toBeNull();
  },
};

export const UnverifiedAccount: Story = {
  beforeEach({ msw }) {
    msw.use(
      onAccountCall(
        'post',
        ACCOUNT_PATHS.login,
        refused(403, ERROR_DETAILS.accountInactive, ERROR_CODES.accountInactive),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'new@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Farm#2026ok');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code we sent to new@example.com.')).toBeVisible();
  },
};
