import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn } from '../../fixtures/accounts';
import { categoriesHandler, fail, json, onCart, onOrder } from '../../fixtures/handlers';
import { cartOf, firstOrderOnDelivery, paidOrder } from '../../fixtures/orders';
import { pageLoad, StoryApp } from '../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../fixtures/viewports';

const meta = {
  title: 'Pages/Account/Order details',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/account/orders-details/12" />,
  beforeEach({ msw }) {
    msw.use(categoriesHandler, ...signedIn(), onCart(json(cartOf([]))), onOrder(json(firstOrderOnDelivery)));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayOnDeliveryWithDiscount: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order 12' }, pageLoad)).toBeVisible();
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('Pending')).toBeVisible();
    await expect(summary.getByText('Nov 21 26')).toBeVisible();
    await expect(summary.getByText('Pay On Delivery')).toBeVisible();
    await expect(summary.getByText('Due on delivery')).toBeVisible();
    await expect(summary.queryByText('Reference')).not.toBeInTheDocument();

    const items = within(canvas.getByRole('region', { name: 'Items (3)' }));
    await expect(items.getAllByRole('listitem')[1]).toHaveTextContent(
      'Fresh Farm Eggs (Crate of 30)2 × ₦4,800.00₦9,600.00',
    );
    await expect(items.getByText('₦106,600.00')).toBeVisible();
    await expect(items.getByText('First-order discount (20%)')).toBeVisible();
    await expect(items.getByText('−₦21,320.00')).toBeVisible();
    await expect(items.getByText('₦85,280.00')).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PayOnDeliveryOnPhone: Story = {
  ...PayOnDeliveryWithDiscount,
  globals: onPhone,
};

export const PaidPayNow: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/account/orders-details/13" />,
  beforeEach({ msw }) {
    msw.use(onOrder(json(paidOrder)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order 13' }, pageLoad)).toBeVisible();
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('Pay Now')).toBeVisible();
    await expect(summary.getByText('Paid')).toBeVisible();
    await expect(summary.getByText(paidOrder.reference ?? '')).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Items (3)' }));
    await expect(items.queryByText(/First-order discount/)).not.toBeInTheDocument();
    await expect(items.getAllByText('₦106,600.00')).toHaveLength(2);
  },
};

export const NotFound: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/account/orders-details/999" />,
  beforeEach({ msw }) {
    msw.use(onOrder(fail(404)));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order not found' }, pageLoad),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  },
};

export const MalformedId: Story = {
  render: () => <StoryApp url="/account/orders-details/abc" />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order not found' }, pageLoad),
    ).toBeVisible();
  },
};
