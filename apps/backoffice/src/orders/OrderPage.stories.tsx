import { ADMIN_ORDER_PATHS, type AdminOrder } from '@farmkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { deletedCustomerOrder, onOrder, placedOrder } from '../fixtures/orders';
import { type SheetCalls, sheetHandlers } from '../fixtures/riders';
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
    await expect(items.getByText('Pay On Delivery: collect ₦94,400.00')).toBeVisible();
    // The total adds up on the page: subtotal, less the discount, plus the delivery fee.
    const fact = (term: string) => items.getByText(term, { selector: 'dt' }).nextElementSibling;
    await expect(fact('Subtotal')).toHaveTextContent('₦94,600.00');
    await expect(fact('Discount')).toHaveTextContent('−₦700.00');
    await expect(fact('Delivery fee')).toHaveTextContent('₦500.00');
    await expect(fact('Total')).toHaveTextContent('₦94,400.00');
    const next = within(canvas.getByRole('region', { name: 'Next' }));
    await expect(next.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expect(next.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  },
};

export const OnPhone: Story = { ...Placed, globals: onPhone };

const riderCalls: SheetCalls = { days: [], orderRiders: [], slotRiders: [] };

/** The plan kept with the order (area, slot, landmark, note, fee), and its rider, given by the owner. */
export const DeliveryAndRider: Story = {
  tags: ['screenshot'],
  beforeEach({ msw }) {
    riderCalls.orderRiders.length = 0;
    const withRider: AdminOrder = {
      ...placedOrder,
      stage: 'confirmed',
      delivery: placedOrder.delivery && { ...placedOrder.delivery, note: 'Call at the gate.' },
      rider: { id: 4, name: 'Sani Yusuf' },
      next_stages: ['out_for_delivery', 'cancelled'],
    };
    msw.use(
      ...signedInAs('owner'),
      ...sheetHandlers([], riderCalls),
      onOrder(() =>
        HttpResponse.json(
          riderCalls.orderRiders.length > 0
            ? { ...withRider, rider: { id: 21, name: 'Blessing Okon' } }
            : withRider,
        ),
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const plan = within(await canvas.findByRole('region', { name: 'Delivery' }));
    await expect(plan.getByText('Kuje town, Kuje')).toBeVisible();
    await expect(plan.getByText('Wed 25 Nov, 9:00–13:00')).toBeVisible();
    await expect(plan.getByText('Opposite the mosque')).toBeVisible();
    await expect(plan.getByText('Call at the gate.')).toBeVisible();
    await expect(plan.getByText('₦500.00')).toBeVisible();
    await userEvent.click(await plan.findByRole('button', { name: /Sani Yusuf/ }));
    const list = within(await within(canvasElement.ownerDocument.body).findByRole('listbox'));
    await userEvent.click(await list.findByRole('option', { name: 'Blessing Okon' }));
    await waitFor(() => expect(riderCalls.orderRiders).toEqual([{ order: 1042, rider: 21 }]));
    await expect(await plan.findByRole('button', { name: /Blessing Okon/ })).toBeVisible();
  },
};

/** A packer reads the rider, and cannot change it. */
export const RiderAsPacker: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('packer'),
      onOrder(() => HttpResponse.json({ ...placedOrder, rider: { id: 4, name: 'Sani Yusuf' } })),
    );
  },
  play: async ({ canvas }) => {
    const plan = within(await canvas.findByRole('region', { name: 'Delivery' }));
    await expect(plan.getByText('Sani Yusuf')).toBeVisible();
    await expect(plan.queryByRole('button')).toBeNull();
  },
};

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
    await expect(moved).toHaveBeenCalledWith({ stage: 'confirmed', from: 'placed', note: 'Packed' });
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

const confirmedOrder: AdminOrder = {
  ...placedOrder,
  stage: 'confirmed',
  next_stages: ['out_for_delivery', 'cancelled'],
  timeline: [
    ...placedOrder.timeline,
    { stage: 'confirmed', at: '2026-11-24T09:00:00.000Z', by: { id: 2, name: 'Emeka Obi' }, note: '' },
  ],
};
const outForDelivery: AdminOrder = {
  ...confirmedOrder,
  stage: 'out_for_delivery',
  next_stages: ['delivered'],
  timeline: [
    ...confirmedOrder.timeline,
    { stage: 'out_for_delivery', at: '2026-11-24T10:00:00.000Z', by: { id: 2, name: 'Emeka Obi' }, note: '' },
  ],
};
const delivered: AdminOrder = {
  ...outForDelivery,
  stage: 'delivered',
  status: 'Completed',
  paid: true,
  next_stages: [],
  cash_received: { amount: 94_400, at: '2026-11-24T13:05:00.000Z', by: { id: 2, name: 'Emeka Obi' } },
  timeline: [
    ...outForDelivery.timeline,
    { stage: 'delivered', at: '2026-11-24T13:05:00.000Z', by: { id: 2, name: 'Emeka Obi' }, note: '' },
  ],
};

/**
 * The double tap: "Mark delivered" appears where "Send out for delivery" was, but stays disabled for a moment
 * (MOVE_SETTLE_MS), so the second tap lands on nothing; and delivering asks again anyway.
 */
export const SecondTapLandsOnNothing: Story = {
  parameters: afterPendingButton,
  globals: onPhone,
  beforeEach({ msw }) {
    moved.mockClear();
    msw.use(
      onOrder(() => HttpResponse.json(confirmedOrder)),
      http.post(at(ADMIN_ORDER_PATHS.stage(1042)), async ({ request }) => {
        moved(await request.json());
        return HttpResponse.json(outForDelivery);
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send out for delivery' }));
    const deliver = await canvas.findByRole('button', { name: 'Mark delivered' });
    await expect(deliver).toBeDisabled();
    await userEvent.click(deliver);
    await expect(moved).toHaveBeenCalledTimes(1);
    await expect(moved).toHaveBeenCalledWith({ stage: 'out_for_delivery', from: 'confirmed' });
    // Settled, the next tap works (a new button: the one tapped while disabled kept waiting for a release).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark delivered' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Mark delivered' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alertdialog')).toBeVisible();
  },
};

/** Someone (or a second tap) moved the order first: the API refuses, and the page says so and shows it as it is. */
export const MovedMeanwhile: Story = {
  tags: ['screenshot'],
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    let current = confirmedOrder;
    msw.use(
      onOrder(() => HttpResponse.json(current)),
      http.post(at(ADMIN_ORDER_PATHS.stage(1042)), () => {
        current = outForDelivery;
        return HttpResponse.json(
          {
            detail: 'This order has moved on meanwhile: it is out for delivery now. Nothing was changed.',
            code: 'order_moved',
          },
          { status: 409 },
        );
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send out for delivery' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This order has moved on meanwhile: it is out for delivery now. Nothing was changed. The page shows it as it is now.',
    );
    const next = within(canvas.getByRole('region', { name: 'Next' }));
    await waitFor(() => expect(next.getByRole('button', { name: 'Mark delivered' })).toBeEnabled(), {
      timeout: 3_000,
    });
    await expect(canvas.getByText('Out for delivery', { selector: '.bo-Page-header *' })).toBeVisible();
  },
};

const delivering = fn();

/** Marking delivered asks again, with the cash taken at the door (the amount to collect); the order is then paid. */
export const DeliverWithCash: Story = {
  tags: ['screenshot'],
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    delivering.mockClear();
    msw.use(
      onOrder(() => HttpResponse.json(outForDelivery)),
      http.post(at(ADMIN_ORDER_PATHS.stage(1042)), async ({ request }) => {
        delivering(await request.json());
        return HttpResponse.json(delivered);
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark delivered' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/₦94,400.00 to collect/)).toBeVisible();
    await expect(dialog.getByLabelText('Cash received')).toHaveValue('₦94,400.00');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    const items = within(canvas.getByRole('region', { name: 'Items' }));
    await expect(await items.findByText(/Paid in cash on delivery: ₦94,400.00/)).toBeVisible();
    await expect(items.getByText(/recorded by Emeka Obi/)).toBeVisible();
    await expect(delivering).toHaveBeenCalledWith({
      stage: 'delivered',
      from: 'out_for_delivery',
      cash_received: 94_400,
    });
  },
};

const shortNote = 'Had only ₦94,000; will send the rest by transfer.';
const shortCash = {
  amount: 94_000,
  at: '2026-11-24T13:05:00.000Z',
  by: { id: 2, name: 'Emeka Obi' },
  short: { amount: 400, note: shortNote, settled: null },
};
const deliveredShort: AdminOrder = { ...delivered, paid: false, cash_received: shortCash };
const settling = fn();

/**
 * The customer paid the rider ₦400 less: the page says so (not "paid"), with the rider's note; once the rest came,
 * the manager records it and the order is paid.
 */
export const ShortThenSettled: Story = {
  tags: ['screenshot'],
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    settling.mockClear();
    msw.use(
      onOrder(() => HttpResponse.json(deliveredShort)),
      http.post(at('admin/orders/1042/settle/'), async ({ request }) => {
        const payload = (await request.json()) as { amount: number; note: string };
        settling(payload);
        return HttpResponse.json({
          ...deliveredShort,
          paid: true,
          cash_received: {
            ...shortCash,
            short: {
              ...shortCash.short,
              settled: {
                amount: 400,
                at: '2026-11-26T09:30:00.000Z',
                by: { id: 2, name: 'Emeka Obi' },
                note: payload.note,
              },
            },
          },
        } satisfies AdminOrder);
      }),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const items = within(await canvas.findByRole('region', { name: 'Items' }));
    await expect(
      await items.findByText(/Paid ₦94,000.00 in cash, ₦400.00 short: settle it with the customer/),
    ).toBeVisible();
    await expect(
      items.getByText('Rider’s note: “Had only ₦94,000; will send the rest by transfer.”'),
    ).toBeVisible();

    await userEvent.click(items.getByRole('button', { name: 'Record the rest' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/₦400.00 was still owed after the door/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('How did it come?'), 'Transfer to the farm’s account');
    await userEvent.click(dialog.getByRole('button', { name: 'Record ₦400.00' }));

    await expect(await items.findByText(/Paid: ₦94,000.00 in cash on delivery, ₦400.00 later/)).toBeVisible();
    await expect(items.getByText(/recorded by Emeka Obi, 24 Nov 2026/)).toBeVisible();
    await expect(
      items.getByText(/The rest, ₦400.00, recorded by Emeka Obi, .*: Transfer to the farm’s account/),
    ).toBeVisible();
    await expect(items.queryByRole('button', { name: 'Record the rest' })).not.toBeInTheDocument();
    await expect(settling).toHaveBeenCalledWith({ amount: 400, note: 'Transfer to the farm’s account' });
  },
};

/** A packer reads the shortfall, but recording the rest is for who gives orders to riders. */
export const ShortAsPacker: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...signedInAs('packer'),
      onOrder(() => HttpResponse.json(deliveredShort)),
    );
  },
  play: async ({ canvas }) => {
    const items = within(await canvas.findByRole('region', { name: 'Items' }));
    await expect(await items.findByText(/₦400.00 short/)).toBeVisible();
    await expect(items.queryByRole('button', { name: 'Record the rest' })).not.toBeInTheDocument();
  },
};

/** A sandbox "payment" took no money: the page says so, and what to collect. */
export const TestPayment: Story = {
  tags: ['screenshot'],
  globals: onPhone,
  render: () => <StoryApp url="/orders/1041" />,
  beforeEach({ msw }) {
    msw.use(
      onOrder(() =>
        HttpResponse.json({
          ...paidOnline,
          paid: false,
          test_payment: true,
        } satisfies AdminOrder),
      ),
    );
  },
  play: async ({ canvas }) => {
    const items = within(await canvas.findByRole('region', { name: 'Items' }));
    await expect(items.getByText('Test payment: no money taken: collect ₦94,400.00')).toBeVisible();
  },
};

/** Offline, a move is no silent spinner: it says it is queued, and is sent once the connection is back. */
export const OfflineQueued: Story = {
  tags: ['screenshot'],
  parameters: afterPendingButton,
  beforeEach({ msw }) {
    moved.mockClear();
    msw.use(
      http.post(at(ADMIN_ORDER_PATHS.stage(1042)), async ({ request }) => {
        moved(await request.json());
        return HttpResponse.json(confirmedOrder);
      }),
    );
    return () => onlineManager.setOnline(true);
  },
  play: async ({ canvas, userEvent }) => {
    const confirm = await canvas.findByRole('button', { name: 'Confirm' });
    onlineManager.setOnline(false);
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'No connection: will retry. The move to “Confirmed” is queued and is sent as soon as the connection is back.',
    );
    await expect(confirm).toBeDisabled();
    await expect(moved).not.toHaveBeenCalled();
  },
};

/** An order of a deleted account: kept, the customer named by number, no contact, no address. */
export const DeletedCustomer: Story = {
  tags: ['screenshot'],
  render: () => <StoryApp url="/orders/1020" />,
  beforeEach({ msw }) {
    msw.use(onOrder(() => HttpResponse.json(deletedCustomerOrder)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order #1020' })).toBeVisible();
    const customer = within(canvas.getByRole('region', { name: 'Customer' }));
    await expect(customer.getByText('Deleted customer #7')).toBeVisible();
    await expect(customer.queryByRole('link')).toBeNull();
    await expect(customer.getByText('No address was kept for this order.')).toBeVisible();
    await expect(canvas.getByText(/Deleted staff #5/)).toBeVisible();
  },
};
