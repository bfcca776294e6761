import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { onOrders, orderPage, orderSummaries } from '../fixtures/orders';
import { StoryApp } from '../fixtures/StoryApp';
import { signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const meta = {
  title: 'Back-office/Orders',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/orders" />,
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('packer'),
      onOrders(() => HttpResponse.json(orderPage())),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A packer's list, their first page after sign-in: their capabilities open the orders, deliveries and products,
 * not the dashboard, customers, staff or audit log, and do not include the CSV export.
 */
export const List: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    const first = await within(table).findByRole('row', { name: /#1042/ });
    await expect(within(first).getByText('Amina Bello')).toBeVisible();
    await expect(within(first).getByText('Cash on delivery')).toBeVisible();
    await expect(within(first).getByText('₦94,400.00')).toBeVisible();
    await expect(within(first).getByText('Placed')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Back-office' }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders',
      'Deliveries',
      'Products',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};

/** On a phone the same rows are cards. */
export const OnPhone: Story = { ...List, globals: onPhone };

/** A manager's list: the whole navigation but the owner's sections, and the CSV export of the filtered orders. */
export const AsManager: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    msw.use(...signedInAs('manager'));
  },
  play: async ({ canvas }) => {
    await within(await canvas.findByRole('grid', { name: 'Orders' })).findByRole('row', { name: /#1042/ });
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const nav = within(canvas.getByRole('navigation', { name: 'Back-office' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  },
};

/** The filters live in the URL and go to the API as they are. */
export const Filtered: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/orders?stage=confirmed&q=chidi" />,
  beforeEach({ msw }) {
    msw.use(
      onOrders((request) => {
        const query = new URL(request.url).searchParams;
        const matching = orderSummaries.filter(
          (order) =>
            order.stage === query.get('stage') &&
            order.customer.name.toLowerCase().includes(query.get('q') ?? ''),
        );
        return HttpResponse.json(orderPage(matching));
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    await expect(await within(table).findByRole('row', { name: /#1041/ })).toBeVisible();
    await expect(within(table).queryByRole('row', { name: /#1042/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('chidi');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const NoneMatch: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/orders?stage=on_hold" />,
  beforeEach({ msw }) {
    msw.use(onOrders(() => HttpResponse.json(orderPage([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order matches these filters.')).toBeVisible();
  },
};
