import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { onDashboard, sampleDashboard } from '../fixtures/orders';
import { StoryApp } from '../fixtures/StoryApp';
import { shopFormatIs, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const meta = {
  title: 'Back-office/Dashboard',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/" />,
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('owner'),
      onDashboard(() => HttpResponse.json(sampleDashboard)),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sales = within(canvas.getByRole('region', { name: 'Sales' }));
    await expect(await sales.findByText('₦94,400.00')).toBeVisible();
    await expect(sales.getByText('14 orders')).toBeVisible();
    await expect(sales.getByText('1 order', { exact: true })).toBeVisible();
    await expect(sales.getByRole('link', { name: /Cash to collect/ })).toHaveAttribute(
      'href',
      '/admin/deliveries',
    );
    const waiting = within(canvas.getByRole('region', { name: 'Orders waiting' }));
    await expect(waiting.getByRole('link', { name: /^Placed\s*3$/ })).toHaveAttribute(
      'href',
      '/admin/orders?stage=placed',
    );
    // The chart's figures, for screen readers.
    await expect(
      await canvas.findByRole('table', { name: 'Sales per day, last 30 days' }),
    ).toBeInTheDocument();
    const low = within(canvas.getByRole('region', { name: 'Low stock' }));
    await expect(low.getByRole('link', { name: 'White Fulani bull' })).toHaveAttribute(
      'href',
      '/admin/products/5',
    );
    await expect(low.getByText('1 left (alert at 2)')).toBeVisible();
    // The owner sees the whole navigation; it grows as sections are added.
    await expect(canvas.getByRole('navigation', { name: 'Back-office' })).toBeVisible();
  },
};

export const OnPhone: Story = { ...Figures, globals: onPhone };

/** Another farm's API (SHOP_CURRENCY=GHS, SHOP_LOCALE=en-GH): every amount is written in cedis. */
export const InTheShopsCurrency: Story = {
  beforeEach({ msw }) {
    msw.use(shopFormatIs({ currency: 'GHS', locale: 'en-GH' }));
  },
  play: async ({ canvas }) => {
    const sales = within(await canvas.findByRole('region', { name: 'Sales' }));
    await expect(await sales.findByText('GH₵94,400.00')).toBeVisible();
    await expect(canvas.queryByText(/₦/)).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(
      onDashboard(() =>
        HttpResponse.json({ detail: 'A server error occurred.', code: 'error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A server error occurred.');
  },
};
