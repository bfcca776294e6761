import { ACCOUNT_PATHS } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn } from 'storybook/test';
import { openNavigation } from '../fixtures/navigation';
import { onDashboard, onOrders, orderPage } from '../fixtures/orders';
import { afterPendingButton, StoryApp } from '../fixtures/StoryApp';
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Back-office sign in' })).toBeVisible();
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
    await userEvent.type(await canvas.findByLabelText('Email'), 'manager@kujegreenfarms.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'Green#Farm1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  },
};

const dashboardAsked = fn();

/**
 * Signed in from the front door, a packer lands on their first page: the orders, since their capabilities do not
 * include the dashboard, whose figures the API refuses them (it is never asked).
 */
export const PackerLandsOnOrders: Story = {
  parameters: afterPendingButton,
  render: () => <StoryApp url="/" />,
  beforeEach({ msw }) {
    dashboardAsked.mockClear();
    msw.use(
      onDashboard(() => {
        dashboardAsked();
        return HttpResponse.json(
          { detail: 'You do not have permission to perform this action.', code: 'permission_denied' },
          { status: 403 },
        );
      }),
      http.post(at(ACCOUNT_PATHS.login), () =>
        HttpResponse.json({
          user: { id: 3, email: staffOf('packer').email },
          tokens: { access: 'story-access-token', refresh: 'story-refresh-token' },
        }),
      ),
      ...meAs('packer'),
      onOrders(() => HttpResponse.json(orderPage())),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'packer@kujegreenfarms.ng');
    await userEvent.type(canvas.getByLabelText('Password'), 'Green#Farm1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /#1042/ })).toBeVisible();
    const nav = await openNavigation(canvas, userEvent);
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    await expect(dashboardAsked).not.toHaveBeenCalled();
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
    await userEvent.type(await canvas.findByLabelText('Email'), 'manager@kujegreenfarms.ng');
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    await expect(canvas.getByText(/not on the farm’s staff/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in with another account' })).toHaveAttribute(
      'href',
      '/admin/sign-in',
    );
  },
};

export const ShopperIsNotAllowedOnDesktop: Story = { ...ShopperIsNotAllowed, globals: onDesktop };
