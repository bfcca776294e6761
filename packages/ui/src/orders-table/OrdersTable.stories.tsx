import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { formatOrderDate } from './format';
import { type OrderRow, OrdersTable, type OrdersTableProps } from './OrdersTable';

const orders: OrderRow[] = [
  {
    id: 'FK-1042',
    createdAt: '2026-11-21T12:00:00Z',
    paymentMethod: 'Pay Now',
    status: 'Pending',
    total: 12500,
  },
  {
    id: 'FK-1031',
    createdAt: '2026-10-03T09:30:00Z',
    paymentMethod: 'Pay On Delivery',
    status: 'Completed',
    total: 48250.5,
  },
  {
    id: 'FK-1007',
    createdAt: '2025-01-05T15:10:00Z',
    paymentMethod: 'Pay On Delivery',
    status: 'Cancelled',
    total: 3000,
  },
];

// Stories pin the time zone, so the dates do not depend on where the tests run.
const formatDate = (createdAt: string) => formatOrderDate(createdAt, 'en-US', 'UTC');

const meta = {
  title: 'Components/OrdersTable',
  component: OrdersTable,
  tags: ['autodocs'],
  args: { orders, orderHref: (id) => `/orders/${id}`, formatDate },
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const first = canvas.getByRole('row', { name: /FK-1042/ });
    await expect(within(first).getByText('Nov 21 26')).toBeVisible();
    await expect(within(first).getByText('Pay Now')).toBeVisible();
    await expect(within(first).getByText('₦12,500.00')).toBeVisible();
    await expect(within(first).getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Order FK-1042' })).toHaveAttribute(
      'href',
      '/orders/FK-1042',
    );
    await expect(canvas.getByText('Pay On Delivery', { selector: 'tr:nth-child(2) td' })).toBeVisible();
    await expect(canvas.getByText('₦48,250.50')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const CustomTexts: Story = {
  args: {
    emptyLabel: 'Aucune commande.',
    orders: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune commande.')).toBeVisible();
  },
};

export const DefaultDateFormat: Story = {
  args: { formatDate: undefined, orders: [{ ...orders[0], createdAt: '2026-11-21T12:00:00' }] as OrderRow[] },
  play: async ({ canvas }) => {
    // A local time at noon is the same day in every time zone.
    await expect(canvas.getByText('Nov 21 26')).toBeVisible();
  },
};

export const KeyboardUse: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Order FK-1042' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Order FK-1031' })).toHaveFocus();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Order FK-1042' }).getBoundingClientRect();
    const total = canvas.getByText('₦12,500.00').getBoundingClientRect();
    // Cards: the total sits below the order number, and nothing leaves the screen.
    await expect(total.top).toBeGreaterThan(link.bottom);
    await expect(total.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const states = {
  'With orders': {},
  Empty: { orders: [] },
} satisfies Record<string, Partial<OrdersTableProps>>;

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="48rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name} wide>
          <OrdersTable {...args} {...state} aria-label={`Orders, ${name}`} />
        </State>
      ))}
      <State name="Phone width (390px)">
        <div style={{ width: 358 }}>
          <OrdersTable {...args} aria-label="Orders, phone width" />
        </div>
      </State>
    </Matrix>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
  },
};
