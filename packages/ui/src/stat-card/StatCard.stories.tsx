import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { HOVERED, KEYBOARD_FOCUS, showInteractionStates } from '../stories/showInteractionStates';
import { StatCard, type StatCardProps } from './StatCard';

const navigate = fn();

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Orders to confirm', value: '12' },
  // Links navigate through the app's router; here a spy stands in for it, so a click stays on the story.
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <StatCard {...args} />
    </div>
  ),
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figure: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Orders to confirm')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithTrendAndHint: Story = {
  args: {
    label: 'Sales today',
    value: '₦184,500.00',
    trend: { direction: 'up', label: '+12% on last Monday' },
    hint: '23 orders',
    tone: 'success',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦184,500.00')).toBeVisible();
    await expect(canvas.getByText('+12% on last Monday')).toBeVisible();
    await expect(canvas.getByText('23 orders')).toBeVisible();
  },
};

export const Linked: Story = {
  args: { href: '/orders?stage=placed', hint: 'Oldest waiting 2 h', tone: 'warning' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Orders to confirm 12' });
    await expect(link).toHaveAttribute('href', '/orders?stage=placed');
    // One link for the whole card: what a pointer meets over the hint is the link's stretched target.
    const hint = canvas.getByText('Oldest waiting 2 h').getBoundingClientRect();
    const target = document.elementFromPoint(hint.left + hint.width / 2, hint.top + hint.height / 2);
    await expect(target).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/orders?stage=placed', undefined);
  },
};

export const KeyboardUse: Story = {
  args: { href: '/orders?stage=placed' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Orders to confirm 12' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/orders?stage=placed', undefined);
  },
};

export const Loading: Story = {
  args: { isLoading: true, trend: { direction: 'down', label: '-3' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('12')).toBeNull();
    await expect(canvas.queryByText('-3')).toBeNull();
    // Screen readers hear that the figure is loading, in its place.
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
  },
};

const states = {
  Default: {},
  'Hint and trend': { hint: '3 since 9:00', trend: { direction: 'flat', label: 'Same as yesterday' } },
  Warning: { tone: 'warning', hint: 'Oldest waiting 2 h' },
  Success: {
    tone: 'success',
    label: 'Delivered today',
    value: '31',
    trend: { direction: 'up', label: '+4' },
  },
  'Trend down': {
    label: 'Sales today',
    value: '₦48,250.00',
    trend: { direction: 'down', label: '-8% on last Monday' },
  },
  Linked: { href: '/orders' },
  Loading: { isLoading: true, hint: 'Updated every minute' },
  'Loading, linked': { isLoading: true, href: '/orders' },
  [HOVERED]: { href: '/orders' },
  [KEYBOARD_FOCUS]: { href: '/orders' },
} satisfies Record<string, Partial<StatCardProps>>;

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="14rem">
      {Object.entries(states).map(([name, state]) => (
        <State key={name} name={name}>
          <StatCard {...args} {...state} />
        </State>
      ))}
    </Matrix>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await showInteractionStates({ canvas, userEvent }, 'link');
  },
};
