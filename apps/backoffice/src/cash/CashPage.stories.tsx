import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fireEvent, within } from 'storybook/test';
import { freezeToday } from '../fixtures/frozenToday';
import { cashHandlers, DELIVERY_MORNING, serverError } from '../fixtures/riders';
import { StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const meta = {
  title: 'Back-office/Cash',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/cash" />,
  beforeEach({ msw }) {
    msw.use(...signedInAs('manager'), ...cashHandlers());
    return freezeToday(DELIVERY_MORNING);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each rider's day: even for Blessing, short for Sani with his two flagged orders linked. */
export const Report: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cash' })).toBeVisible();
    const sani = within(await canvas.findByRole('row', { name: /Sani Yusuf/ }));
    await expect(sani.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '4',
      '₦100,200.00',
      '₦5,000.00',
      '−₦95,200.00 short',
      expect.stringMatching(
        /^Order #1044 \(Delivered\): −₦300\.00 short · “Had only ₦5,000.*” · the rest, ₦300\.00, came later/,
      ),
    ]);
    await expect(sani.getByRole('link', { name: 'Order #1050' })).toHaveAttribute(
      'href',
      '/admin/orders/1050',
    );
    const blessing = within(canvas.getByRole('row', { name: /Blessing Okon/ }));
    await expect(blessing.getByText('Even')).toBeVisible();
    await expect(blessing.getByText('None')).toBeVisible();
  },
};

export const ReportOnPhone: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('row', { name: /Sani Yusuf/ })).toBeVisible();
  },
};

export const NoRiders: Story = {
  play: async ({ canvas }) => {
    const day = await canvas.findByLabelText('Delivery day');
    // A date input takes a whole day at once, as its picker gives it.
    fireEvent.change(day, { target: { value: '2026-11-26' } });
    await expect(await canvas.findByText('No rider had orders on 26 Nov 2026.')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(at('admin/reports/cash/'), serverError));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server had a problem.');
  },
};
