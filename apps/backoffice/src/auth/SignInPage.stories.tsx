import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { afterPendingButton, pageLoad, StoryApp } from '../fixtures/StoryApp';
import { at, meAs, signedInAs, signedOut, staffOf } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const meta = {
  title: 'Back-office/Sign in',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onPhone,
  render: () => <StoryApp url="/orders" />,
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, a deep link to the orders opens the sign-in, which comes back to the orders after. */
export const SignedOutGoesToSignIn: Story = {
  tags: ['screenshot'],
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Back-office sign in' }, pageLoad),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('enter email')).toBeVisible();
  },
};

export const OnDesktop: Story = { ...SignedOutGoesToSignIn, globals: onDesktop };

export const SignsInAndReturns: Story = {
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    msw.use(
      http.post(at(ACCOUNT_PATHS.login), () =>
        HttpResponse.json({
          user: { id: 2, email: staffOf('manager').email },
          tokens: { access: 'story-access-token', refresh: 'story-refresh-token' },
        }),
      ),
      ...meAs('manager'),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email', {}, pageLoad), 'manager@kujegreenfarms.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'Green#Farm1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' }, pageLoad)).toBeVisible();
  },
};

export const WrongPassword: Story = {
  parameters: afterPendingButton,
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      http.post(at(ACCOUNT_PATHS.login), () =>
        HttpResponse.json(
          { detail: 'No active account found with the given credentials', code: 'authentication_failed' },
          { status: 401 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email', {}, pageLoad), 'manager@kujegreenfarms.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'Wrong#Pass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No active account found with the given credentials',
    );
  },
};

/** A shopper's account signed in: a plain "Not allowed", never a broken page. */
export const ShopperIsNotAllowed: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(...signedInAs(null));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Not allowed' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByText(/not on the farm’s staff/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with another account' })).toHaveAttribute(
      'href',
      '/admin/sign-in',
    );
  },
};

export const ShopperIsNotAllowedOnDesktop: Story = { ...ShopperIsNotAllowed, globals: onDesktop };
