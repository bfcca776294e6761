import { formatMoney } from '@farmkit/ui/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StateMatrix as Matrix, State } from '../stories/StateMatrix';
import { Timeline, type TimelineStep } from '.';

const orderSteps: TimelineStep[] = [
  { id: 'placed', title: 'Order placed', time: '2025-03-14T09:12:00+01:00', tone: 'success' },
  {
    id: 'paid',
    title: 'Payment received',
    time: '2025-03-14T09:13:00+01:00',
    note: `${formatMoney(18500)} by card`,
    tone: 'success',
  },
  { id: 'packed', title: 'Packed', time: '2025-03-14T15:40:00+01:00', note: 'By Ada', current: true },
  { id: 'out', title: 'Out for delivery' },
  { id: 'delivered', title: 'Delivered' },
];

const history: TimelineStep[] = [
  { title: 'Order placed', time: '2025-03-14T09:12:00+01:00' },
  { title: 'Payment failed', time: '2025-03-14T09:13:00+01:00', note: 'Card declined', tone: 'danger' },
  { title: 'Payment received', time: '2025-03-14T09:20:00+01:00', tone: 'success' },
  {
    title: 'Refund requested',
    time: '2025-03-16T11:05:00+01:00',
    note: 'Two trays of eggs arrived broken',
    tone: 'warning',
  },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { steps: orderSteps, 'aria-label': 'Order progress', timeZone: 'Africa/Lagos' },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentStep: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Order progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('Packed');
    await expect(items[3]).toHaveAttribute('data-status', 'upcoming');
    // The default formatter: en-NG medium date and short time, in the given time zone.
    const time = within(items[0] as HTMLElement).getByText('14 Mar 2025, 09:12');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2025-03-14T09:12:00+01:00');
    await expect(canvas.getByText('₦18,500 by card')).toBeVisible();
  },
};

export const History: Story = {
  args: { steps: history, 'aria-label': 'Order history' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    // Without a `current` step the last one is emphasised, and nothing is upcoming.
    await expect(items.at(-1)).toHaveAttribute('data-status', 'current');
    await expect(items.at(-1)).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Card declined')).toBeVisible();
  },
};

export const CustomDates: Story = {
  args: {
    steps: history,
    formatDate: fn((iso: string) => `day ${new Date(iso).getUTCDate()}`),
  },
  play: async ({ canvas, args }) => {
    await expect(args.formatDate).toHaveBeenCalledWith('2025-03-14T09:12:00+01:00');
    await expect(canvas.getAllByText('day 14')).toHaveLength(3);
    await expect(canvas.getByText('day 16')).toBeVisible();
  },
};

export const TimeLabels: Story = {
  args: {
    steps: [
      { title: 'Picture uploaded', time: '2025-03-14T09:12:00Z', timeLabel: 'Yesterday' },
      { title: 'Price changed', timeLabel: 'Just now', note: `${formatMoney(4500)} to ${formatMoney(5000)}` },
    ],
    'aria-label': 'Product changes',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yesterday')).toHaveAttribute('dateTime', '2025-03-14T09:12:00Z');
    await expect(canvas.getByText('Just now').tagName).toBe('SPAN');
  },
};

const longSteps: TimelineStep[] = [
  {
    title: 'Refund of part of the order approved by the farm manager after a call with the customer',
    time: '2025-03-16T11:05:00+01:00',
    note: 'The customer received two trays of eggs with several broken eggs and sent photographs of them',
    tone: 'info',
  },
  { title: 'Refund sent to the card', time: '2025-03-16T12:00:00+01:00', tone: 'success' },
];

export const StateMatrix: Story = {
  tags: ['screenshot'],
  render: (args) => (
    <Matrix cellWidth="18rem">
      <State name="Order progress, current step">
        <Timeline {...args} />
      </State>
      <State name="History, every tone">
        <Timeline {...args} aria-label="Order history" steps={history} />
      </State>
      <State name="Long text">
        <Timeline {...args} aria-label="Refund" steps={longSteps} />
      </State>
      <State name="One step">
        <Timeline
          {...args}
          aria-label="Order"
          steps={[{ title: 'Order placed', time: '2025-03-14T09:12:00Z' }]}
        />
      </State>
      <State name="First step current">
        <Timeline
          {...args}
          aria-label="Delivery"
          steps={[
            { title: 'Waiting for a rider', current: true, tone: 'info' },
            { title: 'Picked up' },
            { title: 'Delivered' },
          ]}
        />
      </State>
    </Matrix>
  ),
};
