import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading products' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  play: async ({ canvas }) => {
    // Screen readers hear what is loading; the ring itself is decoration.
    const spinner = canvas.getByRole('progressbar', { name: 'Loading products' });
    await expect(spinner).toHaveAttribute('data-size', 'sm');
    await expect(canvas.queryByText('Loading products')).toBeNull();
  },
};

export const LargeWithCaption: Story = {
  args: { size: 'lg', showLabel: true, label: 'Loading your orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading your orders' })).toBeVisible();
    await expect(canvas.getByText('Loading your orders')).toBeVisible();
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="10rem">
      <State name="Small">
        <Spinner label="Loading" />
      </State>
      <State name="Large">
        <Spinner label="Loading" size="lg" />
      </State>
      <State name="Large, captioned">
        <Spinner label="Loading products" size="lg" showLabel />
      </State>
    </Matrix>
  ),
};
