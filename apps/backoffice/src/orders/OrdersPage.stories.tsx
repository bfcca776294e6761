import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { openNavigation } from '../fixtures/navigation';
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
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    const first = await within(table).findByRole('row', { name: /#1042/ });
    await expect(within(first).getByText('Amina Bello')).toBeVisible();
    await expect(within(first).getByText('Pay On Delivery: collect ₦94,400.00')).toBeVisible();
    await expect(within(first).getByText('₦94,400.00')).toBeVisible();
    await expect(within(first).getByText('Placed')).toBeVisible();
    const nav = await openNavigation(canvas, userEvent);
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orders',
      'Deliveries',
      'Products',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  },
};

/** On a phone the same rows are cards, and a packer is not offered the CSV export there either. */
export const OnPhone: Story = { ...List, globals: onPhone };

/**
 * On a phone the five filters fold behind one "Filters" button that counts the ones set, shown as chips: the first
 * order starts high on the screen. A chip's × turns its filter off.
 */
export const FiltersOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  render: () => <StoryApp url="/orders?stage=confirmed&q=0803%20123%204567" />,
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Orders' });
    const first = await within(table).findByRole('row', { name: /#1042/ });
    await expect(first.getBoundingClientRect().top).toBeLessThan(320);
    await expect(canvas.queryByRole('group', { name: 'Order filters' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Filters (2)' });
    const chips = within(canvas.getByRole('list', { name: 'Filters in use' }));
    await expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      '“0803 123 4567”×',
      'Confirmed×',
    ]);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = within(canvas.getByRole('group', { name: 'Order filters' }));
    await expect(filters.getByRole('searchbox', { name: 'Search' })).toHaveValue('0803 123 4567');
    await expect(filters.getByRole('button', { name: /Stage/ })).toHaveTextContent('Confirmed');

    await userEvent.click(chips.getByRole('button', { name: 'Remove the filter Confirmed' }));
    await expect(await canvas.findByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(filters.getByRole('button', { name: /Stage/ })).toHaveTextContent('Every stage');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** On a desk the filters show as they are: no button, no chips. */
export const FiltersOnDesktop: Story = {
  render: () => <StoryApp url="/orders?stage=confirmed" />,
  play: async ({ canvas }) => {
    await within(await canvas.findByRole('grid', { name: 'Orders' })).findAllByRole('row');
    await expect(canvas.getByRole('group', { name: 'Order filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Filters in use' })).not.toBeInTheDocument();
  },
};

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
