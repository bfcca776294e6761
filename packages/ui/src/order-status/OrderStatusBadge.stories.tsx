import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { type OrderStatus, OrderStatusBadge } from './OrderStatusBadge';

const meta = {
  title: 'Components/OrderStatusBadge',
  component: OrderStatusBadge,
  tags: ['autodocs'],
  args: { status: 'Pending' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses: OrderStatus[] = ['Pending', 'Completed', 'Cancelled'];

export const Pending: Story = {
  args: { status: 'Pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Completed: Story = {
  args: { status: 'Completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.getByText('Completed')).toHaveAttribute('data-tone', 'success');
  },
};

export const Cancelled: Story = {
  args: { status: 'Cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  },
};

export const CustomLabel: Story = {
  args: { status: 'Completed', label: 'Livrée' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Livrée')).toHaveAttribute('data-status', 'completed');
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="10rem">
      {statuses.map((status) => (
        <State key={status} name={status}>
          <OrderStatusBadge status={status} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas }) => {
    for (const status of statuses)
      await expect(canvas.getByText(status, { selector: '.fk-OrderStatusBadge' })).toBeVisible();
  },
};
