import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { defaultStageLabels, orderStages, StageBadge, stageTones } from './StageBadge';

const meta = {
  title: 'Components/StageBadge',
  component: StageBadge,
  tags: ['autodocs'],
  args: { stage: 'placed' },
} satisfies Meta<typeof StageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  args: { stage: 'placed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Placed')).toBeVisible();
    await expect(canvas.getByText('Placed')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const OutForDelivery: Story = {
  args: { stage: 'out_for_delivery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out for delivery')).toHaveAttribute('data-stage', 'out_for_delivery');
    await expect(canvas.getByText('Out for delivery')).toHaveAttribute('data-tone', 'progress');
  },
};

export const Cancelled: Story = {
  args: { stage: 'cancelled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  },
};

export const CustomLabel: Story = {
  args: { stage: 'on_hold', label: 'En attente' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('En attente');
    await expect(badge).toHaveAttribute('data-stage', 'on_hold');
    // The icon is decoration: the badge's text is its label alone.
    await expect(badge).toHaveTextContent(/^En attente$/);
  },
};

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: () => (
    <Matrix cellWidth="10rem">
      {orderStages.map((stage) => (
        <State key={stage} name={stage}>
          <StageBadge stage={stage} />
        </State>
      ))}
      <State name="Custom label">
        <StageBadge stage="delivered" label="Livrée" />
      </State>
    </Matrix>
  ),
  play: async ({ canvas }) => {
    for (const stage of orderStages) {
      const badge = canvas.getByText(defaultStageLabels[stage], { selector: '.fk-StageBadge' });
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', stageTones[stage]);
    }
    // Every stage looks different.
    await expect(new Set(Object.values(stageTones)).size).toBe(orderStages.length);
  },
};
