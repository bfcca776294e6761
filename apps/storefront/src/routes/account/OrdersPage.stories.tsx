import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedIn } from '../../fixtures/accounts';
import { categoriesHandler } from '../../fixtures/handlers';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';

const meta = {
  title: 'Pages/Account/Orders',
  parameters: { layout: 'fullscreen' },
  render: () => <StoryApp url="/account/orders" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, ...signedIn());
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Your orders' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'You have no orders yet.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit our Store' })).toHaveAttribute('href', '/homepage/');
  },
};

export const OrderDetailsLeadToOrders: Story = {
  render: () => <StoryApp url="/account/orders-details/12" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' }, pageLoad)).toBeVisible();
  },
};
