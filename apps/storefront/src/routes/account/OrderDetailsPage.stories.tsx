import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedIn } from '../../fixtures/accounts';
import { categoriesHandler, fail, json, onCart, onOrder } from '../../fixtures/handlers';
import { cartOf, firstOrderOnDelivery, paidOrder, testPaymentOrder } from '../../fixtures/orders';
import { StoryApp } from '../../fixtures/StoryApp';
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order 12' })).toBeVisible();
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
    await expect(items.getByText('Delivery to Gwarinpa')).toBeVisible();
    await expect(items.getByText('₦3,000')).toBeVisible();
    await expect(items.getByText('₦88,280.00')).toBeVisible();
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }));
    await expect(delivery.getByText('Delivery to Gwarinpa (AMAC)')).toBeVisible();
    await expect(delivery.getByText('Sat 28 Nov, 9:00–13:00')).toBeVisible();
    await expect(delivery.getByText('12 Market Road, 3rd Avenue, Gwarinpa')).toBeVisible();
    await expect(delivery.getByText('Opposite the Living Faith church')).toBeVisible();
    await expect(delivery.getByText('Call when you reach the gate.')).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The farm has confirmed the order and sent it out: the timeline shows each stage, with the farm's note. */
export const OutForDelivery: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(
      onOrder(
        json({
          ...firstOrderOnDelivery,
          stage: 'out_for_delivery',
          timeline: [
            ...firstOrderOnDelivery.timeline,
            { stage: 'confirmed', at: '2026-11-21T11:05:00.000Z', note: '' },
            {
              stage: 'out_for_delivery',
              at: '2026-11-22T08:15:00.000Z',
              note: 'Our rider Musa calls before he arrives.',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('Out for delivery')).toBeVisible();
    await expect(summary.getByText('Pending')).toBeVisible();
    const progress = within(canvas.getByRole('region', { name: 'Progress' }));
    const steps = progress.getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      'PlacedNov 21 26',
      'ConfirmedNov 21 26',
      'Out for deliveryNov 22 26Our rider Musa calls before he arrives.',
    ]);
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }));
    await expect(delivery.getByText('12 Market Road, 3rd Avenue, Gwarinpa')).toBeVisible();
    await expect(delivery.getByText('+2348021234567')).toBeVisible();
  },
};

/**
 * Paid, but the farm ran out before the payment was confirmed: the shop put the order on hold, and its timeline
 * tells the shopper what is missing and what happens next.
 */
export const OnHold: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  render: () => <StoryApp url="/account/orders-details/13" />,
  beforeEach({ msw }) {
    msw.use(
      onOrder(
        json({
          ...paidOrder,
          stage: 'on_hold',
          timeline: [
            ...paidOrder.timeline,
            {
              stage: 'on_hold',
              at: '2026-11-21T10:31:00.000Z',
              note: 'Short of stock: 1 × Fresh Farm Eggs (Crate of 30). The farm will call you to agree on the rest or refund it.',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('On hold')).toBeVisible();
    await expect(summary.getByText('Pending')).toBeVisible();
    await expect(summary.getByText('Paid')).toBeVisible();
    const progress = within(canvas.getByRole('region', { name: 'Progress' }));
    await expect(progress.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'PlacedNov 21 26',
      'On holdNov 21 26Short of stock: 1 × Fresh Farm Eggs (Crate of 30). The farm will call you to agree on the rest or refund it.',
    ]);
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order 13' })).toBeVisible();
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('Pay Now')).toBeVisible();
    await expect(summary.getByText('Paid')).toBeVisible();
    await expect(summary.getByText(paidOrder.reference ?? '')).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Items (3)' }));
    await expect(items.queryByText(/First-order discount/)).not.toBeInTheDocument();
    await expect(items.getAllByText('₦106,600.00')).toHaveLength(2);
  },
};

/** Paid through the sandbox's test checkout: nothing was paid, and the page says so. */
export const TestPayment: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/account/orders-details/14" />,
  beforeEach({ msw }) {
    msw.use(onOrder(json(testPaymentOrder)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order 14' })).toBeVisible();
    const summary = within(await canvas.findByRole('region', { name: 'Summary' }));
    await expect(summary.getByText('Test payment: no money taken')).toBeVisible();
    await expect(summary.queryByText('Paid')).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/account/orders-details/999" />,
  beforeEach({ msw }) {
    msw.use(onOrder(fail(404)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  },
};

export const MalformedId: Story = {
  render: () => <StoryApp url="/account/orders-details/abc" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  },
};
