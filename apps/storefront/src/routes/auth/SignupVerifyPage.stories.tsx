import { ACCOUNT_PATHS, ERROR_CODES } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { FlowClock } from '../../components/FlowClock';
import { onAccountCall, refused, sampleUser, sessionOf, signedOut } from '../../fixtures/accounts';
import { fastClock } from '../../fixtures/fastClock';
import { categoriesHandler, never, onProductList, pagesOf } from '../../fixtures/handlers';
import { sampleProducts } from '../../fixtures/products';
import { FullViewport, StoryApp } from '../../fixtures/StoryApp';
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

/** For a page behind the loading overlay: the page fills the viewport, so the screenshot holds the overlay. */
const behindOverlay: Story['decorators'] = [
  (Story) => (
    <FullViewport>
      <Story />
    </FullViewport>
  ),
];

export const CountdownRunning: Story = {
  // The countdown ticks: the screenshot masks its digits (CodeEntry), so the picture does not depend on timing.
  tags: ['screenshot', 'flow:signupVerification.awaitingCode.entering'],
  globals: onDesktop,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
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
  tags: ['flow:signupVerification.awaitingCode.entering'],
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
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123456');
    await expect(await canvas.findByText('The code is wrong or has expired.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInvalid();
  },
};

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function typeCode(canvas: Canvas, userEvent: User) {
  await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.keyboard('123456');
}

/** The last digit sends the code: the page waits for the server's answer. */
export const Verifying: Story = {
  decorators: behindOverlay,
  tags: ['screenshot', 'flow:signupVerification.awaitingCode.verifying'],
  globals: onDesktop,
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.verifyEmail, never));
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await typeCode(canvas, userEvent);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Checking the code'),
    ).toBeVisible();
  },
};

/** The countdown is over (on a fast clock) and a new code is on its way: 'Resend code' waits for it. */
export const Resending: Story = {
  tags: ['screenshot', 'flow:signupVerification.awaitingCode.resending'],
  globals: onDesktop,
  render: () => (
    <FlowClock value={fastClock(60)}>
      <StoryApp url="/signupverify" />
    </FlowClock>
  ),
  beforeEach({ msw }) {
    msw.use(onAccountCall('post', ACCOUNT_PATHS.resendOtp, never));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  },
};

/** The right code: the new account is signed in and goes shopping. */
export const Verified: Story = {
  tags: ['flow:signupVerification.verified'],
  beforeEach({ msw }) {
    msw.use(
      onAccountCall('post', ACCOUNT_PATHS.verifyEmail, () => HttpResponse.json(sessionOf(sampleUser))),
      categoriesHandler,
      onProductList(pagesOf(sampleProducts(4))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await typeCode(canvas, userEvent);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'OUR PRODUCTS' })).toBeVisible();
  },
};

export const EmailUnknown: Story = {
  beforeEach() {
    localStorage.removeItem('email');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Enter the email address you signed up with.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};
