import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlowClock } from '../../../components/FlowClock';
import { message, onAccountCall, signedOut } from '../../../fixtures/accounts';
import { fastClock } from '../../../fixtures/fastClock';
import { never } from '../../../fixtures/handlers';
import { FullViewport, StoryApp } from '../../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

const CODE_SENT = 'If an account exists for this email, a code is on its way.';

const meta = {
  title: 'Pages/Auth/Password reset',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/changepassword/reset-password" />,
  beforeEach({ msw }) {
    localStorage.removeItem('email');
    msw.use(
      signedOut,
      onAccountCall('post', ACCOUNT_PATHS.requestResetPassword, message(CODE_SENT)),
      onAccountCall('post', ACCOUNT_PATHS.resetPasswordVerify, message('Code verified.')),
      onAccountCall('post', ACCOUNT_PATHS.resetPasswordConfirm, message('Password updated.')),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a page behind the loading overlay: the page fills the viewport, so the screenshot holds the overlay. */
const behindOverlay: Story['decorators'] = [
  (Story) => (
    <FullViewport>
      <Story />
    </FullViewport>
  ),
];

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function sendCode(canvas: Canvas, userEvent: User) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Email address' }),
    'amina.bello@example.com',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Send Link to Email' }));
  await canvas.findByRole('heading', { level: 1, name: 'Enter the code' });
}

async function verifyCode(canvas: Canvas, userEvent: User) {
  await sendCode(canvas, userEvent);
  await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard('123456');
  await canvas.findByRole('heading', { level: 1, name: 'Create a new password' });
}

export const EmailStep: Story = {
  tags: ['screenshot', 'flow:passwordReset.enteringEmail'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Link to Email' })).toBeVisible();
  },
};

/** The first step at the widths the end-to-end journeys run at. */
export const EmailStepOnDesktop: Story = { ...EmailStep, globals: onDesktop };
export const EmailStepOnPhone: Story = { ...EmailStep, globals: onPhone };

export const CodeStep: Story = {
  // The countdown ticks: the screenshot masks its digits (CodeEntry), so the picture does not depend on timing.
  tags: ['screenshot', 'flow:passwordReset.confirmingCode.enteringCode'],
  globals: onDesktop,
  play: async ({ canvas, userEvent }) => {
    await sendCode(canvas, userEvent);
    await expect(
      canvas.getByText('We sent a 6-digit code to amina.bello@example.com. Enter it below.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /^Resend code in [01]:\d\d$/ })).toBeDisabled();
  },
};

export const CodeStepOnPhone: Story = { ...CodeStep, globals: onPhone };

/** The new password step as the flow first shows it. */
const newPasswordStepShown: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    await verifyCode(canvas, userEvent);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toBeVisible();
    await expect(canvas.getByLabelText('Confirm Password', { selector: 'input' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  },
};

export const NewPasswordStepOnDesktop: Story = {
  ...newPasswordStepShown,
  tags: ['screenshot', 'flow:passwordReset.enteringPassword'],
  globals: onDesktop,
};
export const NewPasswordStepOnPhone: Story = { ...newPasswordStepShown, globals: onPhone };

export const NewPasswordStep: Story = {
  tags: ['flow:passwordReset.enteringPassword'],
  play: async ({ canvas, userEvent }) => {
    await verifyCode(canvas, userEvent);
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(password).toHaveAccessibleDescription('Must be at least 8 characters');
    await userEvent.type(password, 'short');
    await userEvent.tab();
    await expect(password).toBeInvalid();
  },
};

export const Success: Story = {
  tags: ['screenshot', 'flow:passwordReset.done'],
  globals: onDesktop,
  play: async ({ canvas, userEvent }) => {
    await verifyCode(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'New#Harvest9');
    await userEvent.type(canvas.getByLabelText('Confirm Password', { selector: 'input' }), 'New#Harvest9');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your Password has been Updated.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log into your account' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const SuccessOnPhone: Story = { ...Success, globals: onPhone };

/** The e-mail is sent off: the page waits for the code to be on its way. */
export const SendingCode: Story = {
  decorators: behindOverlay,
  tags: ['screenshot', 'flow:passwordReset.sendingCode'],
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.requestResetPassword, never));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email address' }),
      'amina.bello@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send Link to Email' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Sending the code')).toBeVisible();
  },
};

/** The last digit sends the code: the page waits for the server's answer. */
export const VerifyingCode: Story = {
  decorators: behindOverlay,
  tags: ['screenshot', 'flow:passwordReset.confirmingCode.verifyingCode'],
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.resetPasswordVerify, never));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await sendCode(canvas, userEvent);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Checking the code'),
    ).toBeVisible();
  },
};

/** The countdown is over (on a fast clock) and a new code is on its way: 'Resend code' waits for it. */
export const ResendingCode: Story = {
  tags: ['screenshot', 'flow:passwordReset.confirmingCode.resendingCode'],
  globals: onDesktop,
  render: () => (
    <FlowClock value={fastClock(60)}>
      <StoryApp url="/changepassword/reset-password" />
    </FlowClock>
  ),
  beforeEach({ msw }) {
    // The first request sends the code; the resend never answers.
    let requests = 0;
    msw.use(
      onAccountCall('post', ACCOUNT_PATHS.requestResetPassword, (request) => {
        requests += 1;
        return requests === 1 ? message(CODE_SENT)(request) : never(request);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await sendCode(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};

/** The new password is sent off: the page waits for the server to save it. */
export const SavingPassword: Story = {
  decorators: behindOverlay,
  tags: ['screenshot', 'flow:passwordReset.savingPassword'],
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.resetPasswordConfirm, never));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await verifyCode(canvas, userEvent);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'New#Harvest9');
    await userEvent.type(canvas.getByLabelText('Confirm Password', { selector: 'input' }), 'New#Harvest9');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Saving your password'),
    ).toBeVisible();
  },
};

export const LaterStepWithoutFlow: Story = {
  render: () => <StoryApp url="/changepassword/create-newpassword" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  },
};
