import { ADMIN_ORDER_PATHS, type AdminOrder } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { onOrder, placedOrder } from '../fixtures/orders';
import { afterPendingButton, StoryApp } from '../fixtures/StoryApp';
import { at, signedInAs } from '../fixtures/staff';
import { onDesktop, onPhone, viewportOptions } from '../fixtures/viewports';

const paidOnline: AdminOrder = {
  ...placedOrder,
  id: 1041,
  payment_method: 'pay_now',
  paid: true,
  reference: 'fk-5f2a9c1e7b3d4a60c8e1f2a3',
  next_stages: ['confirmed', 'cancelled'],
};

const meta = {
  title: 'Back-office/Order',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/orders/1042" />,
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('manager'),
      onOrder(() => HttpResponse.json(placedOrder)),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
    const customer = within(canvas.getByRole('region', { name: 'Customer' }));
    await expect(customer.getByRole('link', { name: 'Call +2348021234567' })).toHaveAttribute(
      'href',
      'tel:+2348021234567',
    );
    await expect(customer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/2348021234567',
    );
    await expect(customer.getByText('12 Market Road, Kuje')).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Items' }));
    await expect(items.getByText('2 × Fresh Farm Eggs (Crate of 30)')).toBeVisible();
    await expect(items.getByText('Cash on delivery')).toBeVisible();
    const next = within(canvas.getByRole('region', { name: 'Next' }));
    await expect(next.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(next.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

export const OnPhone: Story = { ...Placed, globals: onPhone };

const moved = fn();

/** A move sends the stage and the note; the page shows the order the server answers. */
export const ConfirmWithNote: Story = {
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    moved.mockClear();
    msw.use(
      http.post(at(ADMIN_ORDER_PATHS.stage(1042)), async ({ request }) => {
        moved(await request.json());
        return HttpResponse.json({
          ...placedOrder,
          stage: 'confirmed',
          next_stages: ['out_for_delivery', 'cancelled'],
          timeline: [
            ...placedOrder.timeline,
            {
              stage: 'confirmed',
              at: '2026-11-24T09:00:00.000Z',
              by: { id: 2, name: 'Emeka Obi' },
              note: 'Packed',
            },
          ],
        });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Note (optional)'), 'Packed');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('button', { name: 'Send out for delivery' })).toBeVisible();
    await expect(moved).toHaveBeenCalledWith({ stage: 'confirmed', note: 'Packed' });
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' }));
    await expect(timeline.getByText(/by Emeka Obi · Packed/)).toBeVisible();
  },
};

const cancelled = fn();

/** Cancelling a paid order asks for a reason and may refund less than the total. */
export const CancelWithPartialRefund: Story = {
  parameters: afterPendingButton,
  render: () => <StoryApp url="/orders/1041" />,
  beforeEach({ msw }) {
    cancelled.mockClear();
    msw.use(
      onOrder(() => HttpResponse.json(paidOnline)),
      http.post(at(ADMIN_ORDER_PATHS.cancel(1041)), async ({ request }) => {
        cancelled(await request.json());
        return HttpResponse.json({
          ...paidOnline,
          stage: 'cancelled',
          status: 'Cancelled',
          next_stages: [],
          refunded_amount: 50_000,
        });
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText('Reason'), 'The goat is not available');
    const refund = dialog.getByLabelText('Refund');
    await userEvent.clear(refund);
    await userEvent.type(refund, '50000');
    await userEvent.tab();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await expect(await canvas.findByText('Refunded')).toBeVisible();
    await expect(cancelled).toHaveBeenCalledWith({
      reason: 'The goat is not available',
      refund_amount: 50_000,
    });
  },
};

/** A packer moves the order along, and is offered no cancellation: that is the `orders.cancel` capability. */
export const AsPacker: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(...signedInAs('packer'));
  },
  play: async ({ canvas }) => {
    const next = within(await canvas.findByRole('region', { name: 'Next' }));
    await expect(next.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(next.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  },
};

/** The shop held a paid order for want of stock: a manager may release it (confirm it) or cancel it. */
const heldForStock: AdminOrder = {
  ...paidOnline,
  stage: 'on_hold',
  timeline: [
    ...placedOrder.timeline,
    { stage: 'on_hold', at: '2026-11-24T08:16:00.000Z', by: null, note: 'Not enough in stock' },
  ],
};

export const HeldForStock: Story = {
  render: () => <StoryApp url="/orders/1041" />,
  beforeEach({ msw }) {
    msw.use(onOrder(() => HttpResponse.json(heldForStock)));
  },
  play: async ({ canvas }) => {
    const next = within(await canvas.findByRole('region', { name: 'Next' }));
    await expect(next.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(next.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

/**
 * Releasing a held order is `orders.release`, which a packer's daily `orders.move` is not: however the order
 * arrives, a packer sees it held and no move to make.
 */
export const HeldForStockAsPacker: Story = {
  ...HeldForStock,
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('packer'),
      onOrder(() => HttpResponse.json(heldForStock)),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order #1041' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Next' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  },
};

export const UnknownOrder: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/orders/999" />,
  beforeEach({ msw }) {
    msw.use(onOrder(() => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no order #999.');
  },
};
