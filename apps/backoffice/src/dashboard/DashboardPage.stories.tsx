import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { openNavigation } from '../fixtures/navigation';
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
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sales = within(canvas.getByRole('region', { name: 'Sales' }));
    await expect(await sales.findByText('₦94,400.00')).toBeVisible();
    await expect(sales.getByText('14 orders')).toBeVisible();
    await expect(sales.getByText('1 order', { exact: true })).toBeVisible();
    await expect(sales.getByRole('link', { name: /Cash to collect/ })).toHaveAttribute(
      'href',
      '/admin/deliveries',
    );
    // The day's cash: recorded at the door today, against what is still to collect.
    await expect(
      sales.getByText('1 order out for delivery · recorded today ₦9,600.00 (2 orders)'),
    ).toBeVisible();
    const waiting = within(canvas.getByRole('region', { name: 'Orders waiting' }));
    await expect(waiting.getByRole('link', { name: /^Placed\s*3$/ })).toHaveAttribute(
      'href',
      '/admin/orders?stage=placed',
    );
    // Today's and tomorrow's windows, each filled as far as it is booked; a full one says so.
    const today = within(canvas.getByRole('region', { name: 'Today 24 Nov 2026' }));
    await expect(today.getByRole('meter', { name: 'Delivery 09:00–13:00' })).toHaveAttribute(
      'aria-valuetext',
      '7 of 10 booked',
    );
    await expect(today.getByRole('meter', { name: 'Delivery 14:00–18:00' })).toHaveAttribute(
      'aria-valuetext',
      '10 of 10 booked, full',
    );
    await expect(today.getByRole('link', { name: 'Today’s deliveries sheet' })).toHaveAttribute(
      'href',
      '/admin/deliveries?date=2026-11-24',
    );
    const tomorrow = within(canvas.getByRole('region', { name: 'Tomorrow 25 Nov 2026' }));
    await expect(tomorrow.getAllByRole('meter')).toHaveLength(1);
    await expect(tomorrow.getByRole('meter', { name: 'Pickup 09:00–17:00' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 20 booked',
    );
    // The chart's figures, for screen readers, its days written as the shop writes them (28 Nov 2026).
    const perDay = await canvas.findByRole('table', { name: 'Sales per day, last 30 days' });
    await expect(perDay).toBeInTheDocument();
    for (const day of within(perDay).getAllByRole('rowheader', { hidden: true })) {
      await expect(day.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    }
    // One meaning of sales across the page: the top products' too are after discounts, as the card says.
    const top = within(canvas.getByRole('region', { name: 'Top products this week' }));
    await expect(top.getByText(/after discounts/)).toBeVisible();
    const low = within(canvas.getByRole('region', { name: 'Low stock' }));
    await expect(low.getByRole('link', { name: 'White Fulani bull' })).toHaveAttribute(
      'href',
      '/admin/products/5',
    );
    await expect(low.getByText('1 left (alert at 2)')).toBeVisible();
    // The owner sees the whole navigation (on a phone, behind the menu button); it grows as sections are added.
    await openNavigation(canvas, userEvent);
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
