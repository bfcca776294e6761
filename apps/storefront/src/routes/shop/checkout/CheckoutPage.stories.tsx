import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { sampleUser, signedIn, signedOut } from '../../../fixtures/accounts';
import {
  categoriesHandler,
  json,
  never,
  onCart,
  onOrder,
  onOrders,
  onPaymentInit,
  onPayNow,
  onPlaceOrder,
  onSandboxOutcome,
  onShopSettings,
  sandboxPayNow,
} from '../../../fixtures/handlers';
import {
  cartOf,
  firstOrderOnDelivery,
  orderPageOf,
  paidOrder,
  sampleCart,
  samplePayment,
} from '../../../fixtures/orders';
import { afterPendingDialog, FullViewport, StoryApp } from '../../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';

const meta = {
  title: 'Pages/Shop/Checkout',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: () => <StoryApp url="/homepage/checkout" />,
  decorators: [
    (Story) => (
      <FullViewport>
        <Story />
      </FullViewport>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(
      categoriesHandler,
      sandboxPayNow,
      ...signedIn(),
      // No order yet: the server gives this cart the first-order discount.
      onCart(json(sampleCart)),
      onOrders(json(orderPageOf([]))),
      onPaymentInit(json(samplePayment)),
      onSandboxOutcome(async (request) =>
        HttpResponse.json({
          reference: samplePayment.reference,
          status: ((await request.json()) as { outcome: string }).outcome,
        }),
      ),
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const body = ({ canvasElement }: Context) => within(canvasElement.ownerDocument.body);

/** The stories' shop runs Pay Now on the sandbox, as `npm start` does: its option says it is a test. */
const PAY_NOW = 'Pay Now (test mode)';

async function proceedWith(context: Context, method: typeof PAY_NOW | 'Pay On Delivery') {
  const { canvas, userEvent } = context;
  await userEvent.click(await canvas.findByRole('radio', { name: method }));
  await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
}

/** The dialog, once it has finished coming in. */
async function dialogNamed(context: Context, name: string) {
  const dialog = await body(context).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function openTestPayment(context: Context) {
  await proceedWith(context, PAY_NOW);
  return dialogNamed(context, 'Test payment');
}

export const Ready: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('region', { name: 'My Order' }));
    await expect(order.getByText('3 items')).toBeVisible();
    const lines = order.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[1]).toHaveTextContent('Fresh Farm Eggs (Crate of 30)Qty 2₦9,600.00');
    await expect(order.getByText('₦106,600.00')).toBeVisible();
    await expect(order.getByText('First-order discount (20%)')).toBeVisible();
    await expect(order.getByText('−₦21,320.00')).toBeVisible();
    await expect(order.getByText('₦85,280.00')).toBeVisible();
    const deliverTo = within(canvas.getByRole('region', { name: 'Deliver to' }));
    await expect(deliverTo.getByText('+2348021234567')).toBeVisible();
    await expect(deliverTo.getByText('12 Market Road')).toBeVisible();
    await expect(deliverTo.getByRole('link', { name: 'Change them in your account' })).toBeVisible();
    const payment = within(canvas.getByRole('region', { name: 'Payment Information' }));
    await expect(await payment.findByRole('radio', { name: PAY_NOW })).toBeVisible();
    await expect(payment.getByText(/test payments only: no money is taken/)).toBeVisible();
    for (const radio of payment.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(payment.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
};

/** PAYMENT_PROVIDER=off: the shop takes no payments online, so Pay Now is not offered. */
export const PayNowOff: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  beforeEach({ msw }) {
    msw.use(onPayNow({ provider: 'off', test_mode: true }));
  },
  play: async ({ canvas }) => {
    const payment = within(await canvas.findByRole('region', { name: 'Payment Information' }));
    await expect(await payment.findByRole('radio', { name: 'Pay On Delivery' })).toBeVisible();
    await waitFor(() => expect(payment.getAllByRole('radio')).toHaveLength(1));
    await expect(payment.queryByText(/Pay Now/)).not.toBeInTheDocument();
  },
};

/** The account has no phone or address yet: the farm could not deliver, so Proceed waits for them. */
export const DeliveryDetailsMissing: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(...signedIn({ ...sampleUser, phone_number: null, address: '', city: '' }));
  },
  play: async ({ canvas }) => {
    const deliverTo = within(await canvas.findByRole('region', { name: 'Deliver to' }));
    await expect(deliverTo.getByRole('alert')).toHaveTextContent(
      'Add your phone number and delivery address to your account before you order.',
    );
    await expect(deliverTo.getAllByText('Not given')).toHaveLength(3);
    await expect(deliverTo.getByRole('link', { name: 'Add them in your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

export const ReadyOnPhone: Story = {
  ...Ready,
  globals: onPhone,
};

export const ReturningShopper: Story = {
  beforeEach({ msw }) {
    msw.use(
      onCart(json(cartOf(sampleCart.results, { hasOrdered: true }))),
      onOrders(json(orderPageOf([paidOrder]))),
    );
  },
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('region', { name: 'My Order' }));
    await expect(order.queryByText(/First-order discount/)).not.toBeInTheDocument();
    await expect(order.getAllByText('₦106,600.00')).toHaveLength(2);
  },
};

/**
 * Another shop: an API configured with Ghana cedis and 10% off a first order. The page writes the currency the
 * API's shop settings name, and shows the discount and its rate as the API's cart answers them; it holds no
 * currency or rate of its own.
 */
export const AnotherShopsMoney: Story = {
  beforeEach({ msw }) {
    msw.use(
      onShopSettings({ currency: 'GHS', locale: 'en-GH', first_order_discount: { rate: 0.1 } }),
      onCart(json(cartOf(sampleCart.results, { discountRate: 0.1 }))),
    );
  },
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('region', { name: 'My Order' }));
    await expect(await order.findByText('GH₵106,600.00')).toBeVisible();
    await expect(order.getByText('First-order discount (10%)')).toBeVisible();
    await expect(order.getByText('−GH₵10,660.00')).toBeVisible();
    await expect(order.getByText('GH₵95,940.00')).toBeVisible();
  },
};

export const SelectAPaymentMethod: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  play: async ({ canvas, userEvent }) => {
    const payNow = await canvas.findByRole('radio', { name: PAY_NOW });
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await canvas.findByText('Select a payment method')).toBeVisible();
    await expect(payNow).toHaveFocus();
    await expect(payNow).toHaveAccessibleDescription(expect.stringContaining('Select a payment method'));
  },
};

/** Proceed with Pay Now: the checkout asks the API for a payment, and waits. */
export const OpeningPayment: Story = {
  tags: ['screenshot', 'flow:checkout.initializingPayment'],
  beforeEach({ msw }) {
    msw.use(onPaymentInit(never));
  },
  play: async (context) => {
    await proceedWith(context, PAY_NOW);
    await expect(await body(context).findByText('Opening the payment')).toBeVisible();
    await expect(body(context).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const TestPaymentOpen: Story = {
  tags: ['screenshot', 'flow:checkout.awaitingPayment'],
  play: async (context) => {
    const dialog = await openTestPayment(context);
    await expect(dialog.getByText('Test mode')).toBeVisible();
    await expect(dialog.getByText('₦85,280.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay ₦85,280.00' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay by bank transfer' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Simulate error' })).toBeVisible();
  },
};

export const TestPaymentOnPhone: Story = {
  ...TestPaymentOpen,
  globals: onPhone,
};

export const PaymentUnsuccessful: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  play: async (context) => {
    const dialog = await openTestPayment(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Payment unsuccessful');
    await waitFor(() => expect(body(context).queryByRole('dialog')).not.toBeInTheDocument());
    // The shopper can try again.
    await expect(context.canvas.getByRole('radio', { name: PAY_NOW })).toBeChecked();
    await expect(context.canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
};

export const PaymentError: Story = {
  parameters: afterPendingDialog,
  play: async (context) => {
    const dialog = await openTestPayment(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Simulate error' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Payment unsuccessful');
  },
};

export const TransferPending: Story = {
  tags: ['screenshot', 'flow:checkout.paymentPending'],
  play: async (context) => {
    const dialog = await openTestPayment(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Pay by bank transfer' }));
    const waiting = await dialogNamed(context, 'Waiting for your transfer');
    await expect(waiting.getByRole('button', { name: 'Transfer received' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Transfer failed' })).toBeVisible();
    await expect(waiting.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const PlacingOrder: Story = {
  tags: ['screenshot', 'flow:checkout.placingOrder'],
  beforeEach({ msw }) {
    msw.use(onPlaceOrder(never));
  },
  play: async (context) => {
    await proceedWith(context, 'Pay On Delivery');
    await expect(await body(context).findByText('Placing your order')).toBeVisible();
  },
};

/** What the API was asked to place, and with which key. */
function recordPlacements(placed: Array<{ payload: unknown; key: string | null }>, order: typeof paidOrder) {
  return onPlaceOrder(async (request) => {
    placed.push({ payload: await request.json(), key: request.headers.get('Idempotency-Key') });
    return HttpResponse.json(order, { status: 201 });
  });
}

const placements: Array<{ payload: unknown; key: string | null }> = [];

export const PlacedOnDelivery: Story = {
  tags: ['flow:checkout.done'],
  parameters: afterPendingDialog,
  beforeEach({ msw }) {
    placements.length = 0;
    msw.use(recordPlacements(placements, firstOrderOnDelivery), onOrder(json(firstOrderOnDelivery)));
  },
  play: async (context) => {
    await proceedWith(context, 'Pay On Delivery');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Order 12' })).toBeVisible();
    await expect(await body(context).findByText('Order placed!')).toBeVisible();
    await expect(placements).toEqual([
      { payload: { payment_method: 'on_delivery' }, key: expect.any(String) },
    ]);
  },
};

export const PaidAfterARetry: Story = {
  parameters: afterPendingDialog,
  beforeEach({ msw }) {
    placements.length = 0;
    msw.use(recordPlacements(placements, paidOrder), onOrder(json(paidOrder)));
  },
  play: async (context) => {
    let dialog = await openTestPayment(context);
    await context.userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Payment unsuccessful');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Proceed' }));
    dialog = await dialogNamed(context, 'Test payment');
    await context.userEvent.click(dialog.getByRole('button', { name: /^Pay ₦/ }));
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Order 13' })).toBeVisible();
    await expect(placements).toEqual([
      { payload: { payment_method: 'pay_now', reference: samplePayment.reference }, key: expect.any(String) },
    ]);
  },
};

export const PaidButNotPlacedRetriesWithTheSameKey: Story = {
  parameters: afterPendingDialog,
  beforeEach({ msw }) {
    placements.length = 0;
    let attempts = 0;
    msw.use(
      onPlaceOrder(async (request) => {
        placements.push({ payload: await request.json(), key: request.headers.get('Idempotency-Key') });
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ detail: 'The service is busy.', code: 'server_error' }, { status: 503 })
          : HttpResponse.json(paidOrder, { status: 201 });
      }),
      onOrder(json(paidOrder)),
    );
  },
  play: async (context) => {
    const dialog = await openTestPayment(context);
    await context.userEvent.click(dialog.getByRole('button', { name: /^Pay ₦/ }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('The service is busy.');
    // The money is taken: the method is settled and Proceed places the order against the same payment.
    await expect(context.canvas.getByRole('radio', { name: 'Pay On Delivery' })).toBeDisabled();
    await expect(context.canvas.getByText('Your payment went through.')).toBeVisible();
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Proceed' }));
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Order 13' })).toBeVisible();
    await expect(placements).toHaveLength(2);
    await expect(placements[1]).toEqual(placements[0]);
  },
};

export const EmptyCart: Story = {
  tags: ['screenshot', 'flow:checkout.emptyCart'],
  beforeEach({ msw }) {
    msw.use(onCart(json(cartOf([]))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nothing added to Cart' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit our Store' })).toHaveAttribute('href', '/homepage/');
    await expect(canvas.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
  },
};

export const SignedOutGoesToLogin: Story = {
  beforeEach({ msw }) {
    msw.use(signedOut);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeVisible();
  },
};
