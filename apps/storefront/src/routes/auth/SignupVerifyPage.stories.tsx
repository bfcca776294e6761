import { ACCOUNT_PATHS, ERROR_CODES } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onAccountCall, refused, signedOut } from '../../fixtures/accounts';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Auth/Sign-up verification',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  render: () => <StoryApp url="/signupverify" />,
  beforeEach({ msw }) {
    msw.use(signedOut);
    localStorage.setItem('email', 'amina.bello@example.com');
    return () => localStorage.removeItem('email');
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownRunning: Story = {
  // The countdown ticks: the screenshot masks its digits (CodeEntry), so the picture does not depend on timing.
  tags: ['screenshot'],
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verify your email' }, pageLoad),
    ).toBeVisible();
    await expect(
      canvas.getByText('Enter the 6-digit code we sent to amina.bello@example.com.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: /^Resend code in [01]:\d\d$/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeDisabled();
  },
};

export const CountdownRunningOnPhone: Story = { ...CountdownRunning, globals: onPhone };

export const CodeInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(
      onAccountCall(
        'post',
        ACCOUNT_PATHS.verifyEmail,
        refused(400, 'The code is wrong or has expired.', ERROR_CODES.invalidCode),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }, pageLoad));
    await userEvent.keyboard('123456');
    await expect(await canvas.findByText('The code is wrong or has expired.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInvalid();
  },
};

export const EmailUnknown: Story = {
  beforeEach() {
    localStorage.removeItem('email');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Enter the email address you signed up with.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};
