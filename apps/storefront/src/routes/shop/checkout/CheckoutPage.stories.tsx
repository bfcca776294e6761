import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { sampleUser, signedIn, signedOut } from '../../../fixtures/accounts';
import {
  deliveryHandlers,
  onCartDelivery,
  rememberedDelivery,
  rememberedWithoutSlot,
} from '../../../fixtures/delivery';
import { cartDeliveryStore } from '../../../fixtures/deliveryStore';
import {
  categoriesHandler,
  fail,
  json,
  never,
  onCart,
  onOrder,
  onOrders,
  onPaymentInit,
  onPaymentMethods,
  onPlaceOrder,
  onSandboxOutcome,
  onShopSettings,
  sandboxPaymentMethods,
} from '../../../fixtures/handlers';
import {
  cartOf,
  firstOrderOnDelivery,
  flutterwavePayment,
  orderPageOf,
  paidOrder,
  sampleCartLine,
  sampleCartToGwarinpa,
  sampleLines,
  samplePayment,
} from '../../../fixtures/orders';
import {
  flutterwaveMethods,
  onDeliveryOnly,
  paystackMethods,
  sandboxMethods,
} from '../../../fixtures/paymentMethods';
import { afterPendingDialog, FullViewport, StoryApp } from '../../../fixtures/StoryApp';
import { onDesktop, onPhone, viewportOptions } from '../../../fixtures/viewports';
import { HostedPageNavigation, hostedPaymentStorage } from './hostedPage';

/** The provider pages the checkout left for, in the story running: the story stays on its page instead. */
const leftFor: string[] = [];

/** The storefront at `url`, leaving for a provider's page only in `leftFor`. */
function checkoutAt(url = '/homepage/checkout') {
  return () => (
    <HostedPageNavigation value={(page) => leftFor.push(page)}>
      <StoryApp url={url} />
    </HostedPageNavigation>
  );
}

const meta = {
  title: 'Pages/Shop/Checkout',
  parameters: { layout: 'fullscreen', viewport: viewportOptions },
  globals: onDesktop,
  render: checkoutAt(),
  decorators: [
    (Story) => (
      <FullViewport>
        <Story />
      </FullViewport>
    ),
  ],
  beforeEach({ msw }) {
    leftFor.length = 0;
    // A payment a story left for must not be resumed by the next one (the stories share one tab).
    hostedPaymentStorage.clear();
    msw.use(
      categoriesHandler,
      sandboxPaymentMethods,
      ...signedIn(),
      ...deliveryHandlers,
      // No order yet: the server gives this cart the first-order discount. It holds the delivery choice of the
      // shopper's last checkout, so the checkout opens at the payment (the delivery stories start without one).
      onCart(json(sampleCartToGwarinpa)),
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

const deliverySection = async ({ canvas }: Context) =>
  within(await canvas.findByRole('region', { name: 'Delivery' }));

/** What the page saved as the cart's delivery choice, in the story running. */
let deliveryStore = cartDeliveryStore(sampleLines);

/** A cart with no delivery choice yet (or the one given), which keeps what the page saves. */
function startDeliveryStore(
  msw: { use: (...handlers: typeof deliveryStore.handlers) => void },
  options = {},
) {
  deliveryStore = cartDeliveryStore(sampleLines, options);
  msw.use(...deliveryStore.handlers);
}

async function chooseMethod(context: Context, method: 'Delivery' | 'Collect at the farm') {
  const delivery = await deliverySection(context);
  await context.userEvent.click(await delivery.findByRole('radio', { name: method }));
  await context.userEvent.click(delivery.getByRole('button', { name: 'Continue' }));
}

async function chooseArea(context: Context, typed: string, area: RegExp) {
  const delivery = await deliverySection(context);
  await context.userEvent.type(await delivery.findByRole('combobox', { name: 'Area' }), typed);
  const list = within(await body(context).findByRole('listbox'));
  await context.userEvent.click(list.getByRole('option', { name: area }));
  await context.userEvent.click(delivery.getByRole('button', { name: 'Continue' }));
}

async function continueFromAddress(context: Context) {
  const delivery = await deliverySection(context);
  await expect(await delivery.findByRole('textbox', { name: /^Address/ })).toBeVisible();
  await context.userEvent.click(delivery.getByRole('button', { name: 'Continue' }));
}

/** The first time of the first day with room. */
async function chooseFirstSlot(context: Context) {
  const delivery = await deliverySection(context);
  const times = await delivery.findByRole('radiogroup', { name: /time on/ });
  const [first] = within(times)
    .getAllByRole('radio')
    .filter((radio) => !(radio as HTMLInputElement).disabled);
  if (!first) throw new Error('No time with room');
  await context.userEvent.click(first);
  await context.userEvent.click(delivery.getByRole('button', { name: 'Continue' }));
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
    await expect(order.getByText('Delivery to Gwarinpa')).toBeVisible();
    await expect(order.getByText('₦3,000')).toBeVisible();
    await expect(order.getByText('₦88,280.00')).toBeVisible();
    const delivery = within(canvas.getByRole('region', { name: 'Delivery' }));
    await expect(await delivery.findByText('Delivery to Gwarinpa, Sat 28 Nov, 9:00–13:00')).toBeVisible();
    await expect(delivery.getByText(rememberedDelivery.address)).toBeVisible();
    await expect(delivery.getByText(rememberedDelivery.landmark)).toBeVisible();
    await expect(delivery.getByRole('button', { name: 'Change' })).toBeEnabled();
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
    msw.use(onPaymentMethods(json(onDeliveryOnly)));
  },
  play: async ({ canvas }) => {
    const payment = within(await canvas.findByRole('region', { name: 'Payment Information' }));
    await expect(await payment.findByRole('radio', { name: 'Pay On Delivery' })).toBeVisible();
    await waitFor(() => expect(payment.getAllByRole('radio')).toHaveLength(1));
    await expect(payment.queryByText(/Pay Now/)).not.toBeInTheDocument();
  },
};

/** On Paystack: Pay Now is named by the channels the farm turned on (PAYSTACK_CHANNELS), and takes money. */
export const PaystackChannels: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  beforeEach({ msw }) {
    msw.use(onPaymentMethods(json(paystackMethods)));
  },
  play: async ({ canvas }) => {
    const payment = within(await canvas.findByRole('region', { name: 'Payment Information' }));
    const payNow = await payment.findByRole('radio', { name: 'Card, bank transfer or USSD' });
    await expect(payNow).toHaveAccessibleDescription('Pay now, online, in a secure payment window.');
    await expect(payment.getByRole('radio', { name: 'Pay On Delivery' })).toBeVisible();
    await expect(payment.queryByText(/test/i)).not.toBeInTheDocument();
  },
};

/** Until the shop's ways to pay come, the door is offered under its usual name; Pay Now joins it then. */
export const PaymentMethodsLoading: Story = {
  tags: ['flow:checkout.choosing'],
  beforeEach({ msw }) {
    msw.use(onPaymentMethods(never));
  },
  play: async ({ canvas }) => {
    const payment = within(await canvas.findByRole('region', { name: 'Payment Information' }));
    await expect(await payment.findByRole('radio', { name: 'Pay On Delivery' })).toBeVisible();
    await expect(payment.getAllByRole('radio')).toHaveLength(1);
    await expect(payment.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
};

/** The shop's ways to pay could not be had: the shopper can still pay on delivery. */
export const PaymentMethodsUnavailable: Story = {
  ...PaymentMethodsLoading,
  beforeEach({ msw }) {
    msw.use(onPaymentMethods(fail(500)));
  },
};

/** An API that also offers a transfer to the farm's own account, which this checkout cannot take yet: left out. */
export const BankTransferLeftOut: Story = {
  tags: ['flow:checkout.choosing'],
  beforeEach({ msw }) {
    msw.use(
      onPaymentMethods(
        json({
          results: [
            ...sandboxMethods.results,
            {
              id: 'bank_transfer',
              label: 'Bank transfer to the farm',
              account: { bank: 'GTBank', account_number: '0123456789', account_name: 'Kuje Green Farms' },
              pay_within_hours: 24,
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const payment = within(await canvas.findByRole('region', { name: 'Payment Information' }));
    await expect(await payment.findByRole('radio', { name: PAY_NOW })).toBeVisible();
    await expect(payment.getAllByRole('radio')).toHaveLength(2);
    await expect(payment.queryByText(/Bank transfer to the farm/)).not.toBeInTheDocument();
  },
};

/** The account has no phone yet: the rider could not call, so Proceed waits for one. */
export const PhoneMissing: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  globals: onPhone,
  beforeEach({ msw }) {
    msw.use(...signedIn({ ...sampleUser, phone_number: null }));
  },
  play: async ({ canvas }) => {
    const delivery = within(await canvas.findByRole('region', { name: 'Delivery' }));
    await expect(delivery.getByRole('alert')).toHaveTextContent(
      'Add your phone number to your account so the rider can call you.',
    );
    await expect(delivery.getByRole('link', { name: 'Add it in your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(await canvas.findByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

export const ReadyOnPhone: Story = {
  ...Ready,
  globals: onPhone,
};

export const ReturningShopper: Story = {
  beforeEach({ msw }) {
    msw.use(
      onCart(json(cartOf(sampleLines, { hasOrdered: true, delivery: rememberedDelivery }))),
      onOrders(json(orderPageOf([paidOrder]))),
    );
  },
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('region', { name: 'My Order' }));
    await expect(order.queryByText(/First-order discount/)).not.toBeInTheDocument();
    await expect(order.getByText('₦106,600.00')).toBeVisible();
    await expect(order.getByText('₦109,600.00')).toBeVisible();
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
      onCart(json(cartOf(sampleLines, { discountRate: 0.1, delivery: rememberedDelivery }))),
    );
  },
  play: async ({ canvas }) => {
    const order = within(await canvas.findByRole('region', { name: 'My Order' }));
    await expect(await order.findByText('GH₵106,600.00')).toBeVisible();
    await expect(order.getByText('First-order discount (10%)')).toBeVisible();
    await expect(order.getByText('−GH₵10,660.00')).toBeVisible();
    await expect(order.getByText('GH₵3,000')).toBeVisible();
    await expect(order.getByText('GH₵98,940.00')).toBeVisible();
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
  tags: ['screenshot', 'flow:checkout.awaitingPayment.paying'],
  play: async (context) => {
    const dialog = await openTestPayment(context);
    await expect(dialog.getByText('Test mode')).toBeVisible();
    await expect(dialog.getByText('₦88,280.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pay ₦88,280.00' })).toBeVisible();
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
  tags: ['screenshot', 'flow:checkout.awaitingPayment.paymentPending'],
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

/** How many payments the page opened, in the story running. */
const initializations: Request[] = [];
function recordInitializations(opened: Request[]) {
  return onPaymentInit((request) => {
    opened.push(request);
    return HttpResponse.json(flutterwavePayment);
  });
}

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

/** Flutterwave takes Pay Now on a page of its own. */
function onFlutterwave(msw: { use: (...handlers: ReturnType<typeof onPaymentInit>[]) => void }) {
  msw.use(onPaymentMethods(json(flutterwaveMethods)), onPaymentInit(json(flutterwavePayment)));
}

/** Where Flutterwave sends the shopper back (the API's redirect_url, with what Flutterwave adds). */
const backFromFlutterwave = (status: 'successful' | 'cancelled') =>
  `/homepage/checkout?status=${status}&tx_ref=${flutterwavePayment.reference}&transaction_id=4410203`;

/** On a phone, Pay Now with Flutterwave: the checkout leaves for its page, remembering the payment. */
export const LeavingForFlutterwave: Story = {
  tags: ['screenshot', 'flow:checkout.redirectingToPayment'],
  globals: onPhone,
  beforeEach({ msw }) {
    onFlutterwave(msw);
    return () => hostedPaymentStorage.clear();
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('radio', { name: 'Pay Now' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(leftFor).toEqual([flutterwavePayment.authorization_url]));
    await expect(await body(context).findByText('Taking you to the payment page')).toBeVisible();
    // No popup of its own: the page is Flutterwave's.
    await expect(body(context).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(hostedPaymentStorage.get()).toBe(flutterwavePayment.reference);
  },
};

/** Back from Flutterwave's page: the order is placed against the payment it names, which the server verifies. */
export const BackFromFlutterwavePaid: Story = {
  tags: ['flow:checkout.done'],
  globals: onPhone,
  render: checkoutAt(backFromFlutterwave('successful')),
  beforeEach({ msw }) {
    placements.length = 0;
    initializations.length = 0;
    onFlutterwave(msw);
    msw.use(
      recordPlacements(placements, paidOrder),
      onOrder(json(paidOrder)),
      recordInitializations(initializations),
    );
  },
  play: async (context) => {
    await expect(await context.canvas.findByRole('heading', { level: 1, name: 'Order 13' })).toBeVisible();
    await expect(await body(context).findByText('Order placed!')).toBeVisible();
    await expect(placements).toEqual([
      {
        payload: { payment_method: 'pay_now', reference: flutterwavePayment.reference },
        key: expect.any(String),
      },
    ]);
    // The payment exists: none is opened again.
    await expect(initializations).toEqual([]);
  },
};

/** While the server asks Flutterwave about the payment the shopper came back with. */
export const ConfirmingPayment: Story = {
  tags: ['screenshot', 'flow:checkout.resumingPayment'],
  globals: onPhone,
  render: checkoutAt(backFromFlutterwave('successful')),
  beforeEach({ msw }) {
    onFlutterwave(msw);
    msw.use(onPlaceOrder(never));
  },
  play: async (context) => {
    await expect(await body(context).findByText('Confirming your payment')).toBeVisible();
    const payNow = await context.canvas.findByRole('radio', { name: 'Pay Now' });
    await expect(payNow).toBeChecked();
    await expect(payNow).toBeDisabled();
  },
};

/** The shopper closed Flutterwave's page: as a closed popup, back at the choice, and free to try again. */
export const BackFromFlutterwaveCancelled: Story = {
  tags: ['screenshot', 'flow:checkout.choosing'],
  globals: onPhone,
  render: checkoutAt(backFromFlutterwave('cancelled')),
  beforeEach({ msw }) {
    placements.length = 0;
    onFlutterwave(msw);
    msw.use(recordPlacements(placements, paidOrder));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Payment unsuccessful');
    await expect(await canvas.findByRole('radio', { name: 'Pay Now' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Pay On Delivery' })).toBeEnabled();
    await expect(placements).toEqual([]);
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
  },
};

/** After closing Flutterwave's page, the shopper pays again: a new payment, and its page again. */
export const PayAgainAfterClosingFlutterwave: Story = {
  tags: ['flow:checkout.redirectingToPayment'],
  globals: onPhone,
  render: checkoutAt(backFromFlutterwave('cancelled')),
  beforeEach({ msw }) {
    onFlutterwave(msw);
    return () => hostedPaymentStorage.clear();
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('radio', { name: 'Pay Now' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(leftFor).toEqual([flutterwavePayment.authorization_url]));
  },
};

/**
 * Back without Flutterwave's parameters (the phone's Back button reloaded the checkout): the tab remembered the
 * payment, and the server says it was not paid. As a closed page: the shopper chooses again.
 */
export const BackUnpaidWithoutParameters: Story = {
  tags: ['flow:checkout.choosing'],
  globals: onPhone,
  beforeEach({ msw }) {
    placements.length = 0;
    hostedPaymentStorage.set(flutterwavePayment.reference);
    onFlutterwave(msw);
    msw.use(
      onPlaceOrder(async (request) => {
        placements.push({ payload: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json(
          { detail: 'The payment could not be verified.', code: 'payment_not_verified' },
          { status: 400 },
        );
      }),
    );
    return () => hostedPaymentStorage.clear();
  },
  play: async (context) => {
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Payment unsuccessful');
    await expect(placements).toEqual([
      {
        payload: { payment_method: 'pay_now', reference: flutterwavePayment.reference },
        key: expect.any(String),
      },
    ]);
    await expect(canvas.getByRole('radio', { name: 'Pay On Delivery' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Proceed' })).toBeEnabled();
    // Asked once: a reload starts afresh.
    await expect(hostedPaymentStorage.get()).toBeNull();
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

/** A first checkout: nothing chosen yet, so the delivery asks first and the payment waits. */
export const ChoosingMethod: Story = {
  tags: ['screenshot', 'flow:checkout.delivery.choosingMethod'],
  beforeEach({ msw }) {
    startDeliveryStore(msw);
  },
  play: async (context) => {
    const delivery = await deliverySection(context);
    await expect(
      await delivery.findByRole('radiogroup', { name: 'How should your order come?' }),
    ).toBeVisible();
    await expect(delivery.getByRole('radio', { name: 'Collect at the farm' })).toHaveAccessibleDescription(
      expect.stringContaining('Km 3 Kuje–Gwagwalada Road'),
    );
    await expect(delivery.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(delivery.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const payment = within(context.canvas.getByRole('region', { name: 'Payment Information' }));
    await expect(payment.getByText(/First say how and when your order should come/)).toBeVisible();
    await expect(payment.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
    // No choice, no fee line yet.
    await expect(context.canvas.queryByText(/^Delivery to/)).not.toBeInTheDocument();
  },
};

export const ChoosingMethodOnPhone: Story = { ...ChoosingMethod, globals: onPhone };

export const ChoosingArea: Story = {
  tags: ['screenshot', 'flow:checkout.delivery.choosingArea'],
  beforeEach({ msw }) {
    startDeliveryStore(msw);
  },
  play: async (context) => {
    await chooseMethod(context, 'Delivery');
    const delivery = await deliverySection(context);
    const area = await delivery.findByRole('combobox', { name: 'Area' });
    await expect(area).toHaveAccessibleDescription(/delivery fee/);
    await expect(delivery.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(delivery.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

export const EnteringAddress: Story = {
  tags: ['screenshot', 'flow:checkout.delivery.enteringAddress'],
  beforeEach({ msw }) {
    startDeliveryStore(msw);
  },
  play: async (context) => {
    await chooseMethod(context, 'Delivery');
    await chooseArea(context, 'gwar', /^Gwarinpa/);
    const delivery = await deliverySection(context);
    // The first time, the account's address.
    await expect(await delivery.findByRole('textbox', { name: /^Address/ })).toHaveValue('12 Market Road');
    await expect(delivery.getByRole('textbox', { name: 'Landmark' })).toHaveValue('');
    await expect(delivery.getByRole('textbox', { name: 'Note for the rider' })).toBeVisible();
  },
};

export const AddressMissing: Story = {
  tags: ['flow:checkout.delivery.enteringAddress'],
  globals: onPhone,
  beforeEach({ msw }) {
    startDeliveryStore(msw);
  },
  play: async (context) => {
    await chooseMethod(context, 'Delivery');
    await chooseArea(context, 'gwar', /^Gwarinpa/);
    const delivery = await deliverySection(context);
    await context.userEvent.clear(await delivery.findByRole('textbox', { name: /^Address/ }));
    await context.userEvent.type(delivery.getByRole('textbox', { name: /^Address/ }), '   ');
    await context.userEvent.click(delivery.getByRole('button', { name: 'Continue' }));
    await expect(
      await delivery.findByText('Enter the address the rider should bring your order to.'),
    ).toBeVisible();
    await expect(delivery.getByRole('textbox', { name: /^Address/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The remembered choice's slot has passed: the checkout opens at the slot, the rest filled in. */
export const ChoosingSlot: Story = {
  tags: ['screenshot', 'flow:checkout.delivery.choosingSlot'],
  beforeEach({ msw }) {
    startDeliveryStore(msw, { delivery: rememberedWithoutSlot });
  },
  play: async (context) => {
    const delivery = await deliverySection(context);
    await expect(await delivery.findByRole('radiogroup', { name: 'Delivery day' })).toBeVisible();
    const times = delivery.getByRole('radiogroup', { name: /^Delivery time on Saturday/ });
    await expect(within(times).getAllByRole('radio')).toHaveLength(2);
    await expect(delivery.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const ChoosingSlotOnPhone: Story = { ...ChoosingSlot, globals: onPhone };

export const SavingDelivery: Story = {
  tags: ['screenshot', 'flow:checkout.delivery.saving'],
  beforeEach({ msw }) {
    startDeliveryStore(msw, { delivery: rememberedWithoutSlot });
    msw.use(onCartDelivery(never));
  },
  play: async (context) => {
    await chooseFirstSlot(context);
    await expect(
      await context.canvas.findByRole('progressbar', { name: 'Saving your choice' }),
    ).toBeVisible();
    await expect(context.canvas.getByRole('radiogroup', { name: 'Delivery day' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The whole delivery step: Gwarinpa, the address, the first slot; the cart keeps it and the payment opens. */
export const ChooseDeliveryThenPay: Story = {
  // Continue was pending while the choice was saved.
  parameters: afterPendingDialog,
  tags: ['flow:checkout.choosing'],
  beforeEach({ msw }) {
    startDeliveryStore(msw);
  },
  play: async (context) => {
    await chooseMethod(context, 'Delivery');
    await chooseArea(context, 'gwar', /^Gwarinpa/);
    const delivery = await deliverySection(context);
    await context.userEvent.type(
      await delivery.findByRole('textbox', { name: 'Landmark' }),
      'Opposite the Living Faith church',
    );
    await continueFromAddress(context);
    await chooseFirstSlot(context);
    await expect(await delivery.findByText('Delivery to Gwarinpa, Sat 28 Nov, 9:00–13:00')).toBeVisible();
    await expect(deliveryStore.puts).toEqual([
      {
        method: 'delivery',
        area: 9,
        slot: '1:2026-11-28',
        address: '12 Market Road',
        landmark: 'Opposite the Living Faith church',
        note: '',
      },
    ]);
    const order = within(context.canvas.getByRole('region', { name: 'My Order' }));
    await expect(await order.findByText('Delivery to Gwarinpa')).toBeVisible();
    await expect(await order.findByText('₦88,280.00')).toBeVisible();
    await expect(await context.canvas.findByRole('radio', { name: PAY_NOW })).toBeVisible();
  },
};

export const CollectAtTheFarm: Story = {
  // Continue was pending while the choice was saved.
  parameters: afterPendingDialog,
  tags: ['flow:checkout.choosing'],
  beforeEach({ msw }) {
    startDeliveryStore(msw);
  },
  play: async (context) => {
    await chooseMethod(context, 'Collect at the farm');
    const delivery = await deliverySection(context);
    await expect(await delivery.findByRole('radiogroup', { name: 'Collection day' })).toBeVisible();
    await chooseFirstSlot(context);
    await expect(await delivery.findByText('Collect at the farm, Sat 28 Nov, 9:00–17:00')).toBeVisible();
    await expect(delivery.getByText('Mon–Sat 9:00–17:00')).toBeVisible();
    await expect(deliveryStore.puts).toEqual([{ method: 'pickup', slot: '3:2026-11-28' }]);
    const order = within(context.canvas.getByRole('region', { name: 'My Order' }));
    await expect(await order.findByText('Collection at the farm')).toBeVisible();
    await expect(order.getByText('₦85,280.00')).toBeVisible();
  },
};

/** One basket of tomatoes (₦12,000, ₦9,600 after the first-order discount) is below Gwarinpa's ₦12,000. */
export const BelowTheMinimum: Story = {
  // Continue was pending while the choice was saved.
  parameters: afterPendingDialog,
  tags: ['screenshot', 'flow:checkout.delivery.choosingArea'],
  globals: onPhone,
  beforeEach({ msw }) {
    deliveryStore = cartDeliveryStore([sampleCartLine(4, 1)]);
    msw.use(...deliveryStore.handlers);
  },
  play: async (context) => {
    await chooseMethod(context, 'Delivery');
    await chooseArea(context, 'gwar', /^Gwarinpa/);
    await continueFromAddress(context);
    await chooseFirstSlot(context);
    const delivery = await deliverySection(context);
    // Back at the area, with what the cart lacks, and the way to the cart.
    const area = await delivery.findByRole('combobox', { name: 'Area' });
    await expect(await delivery.findByText('Add ₦2,400 more for delivery to Gwarinpa.')).toBeVisible();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(delivery.getByRole('link', { name: 'Add more from your cart' })).toHaveAttribute(
      'href',
      '/homepage/cart',
    );
    const order = within(context.canvas.getByRole('region', { name: 'My Order' }));
    await expect(await order.findByRole('status')).toHaveTextContent(
      'Add ₦2,400 more for delivery to Gwarinpa.',
    );
  },
};

/** The slot filled up while the shopper chose how to pay: back at the slot, told why. */
export const SlotTakenWhilePlacing: Story = {
  tags: ['flow:checkout.delivery.choosingSlot'],
  parameters: afterPendingDialog,
  beforeEach({ msw }) {
    msw.use(
      onPlaceOrder(() =>
        HttpResponse.json(
          { detail: 'That delivery time is full or closed now. Choose another.', code: 'slot_unavailable' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async (context) => {
    await proceedWith(context, 'Pay On Delivery');
    const delivery = await deliverySection(context);
    await expect(
      await delivery.findByText('That delivery time is full or closed now. Choose another.'),
    ).toBeVisible();
    await expect(delivery.getByRole('heading', { name: 'Delivery' })).toHaveFocus();
    await expect(delivery.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(context.canvas.queryByRole('button', { name: 'Proceed' })).not.toBeInTheDocument();
  },
};

/** Change from the payment step: every answer filled in; Cancel keeps the saved choice. */
export const ChangeDelivery: Story = {
  tags: ['flow:checkout.delivery.choosingMethod'],
  play: async (context) => {
    const delivery = await deliverySection(context);
    await context.userEvent.click(await delivery.findByRole('button', { name: 'Change' }));
    await expect(await delivery.findByRole('radio', { name: 'Delivery' })).toBeChecked();
    await context.userEvent.click(delivery.getByRole('button', { name: 'Continue' }));
    await expect(await delivery.findByRole('combobox', { name: 'Area' })).toHaveValue('Gwarinpa');
    await context.userEvent.click(delivery.getByRole('button', { name: 'Back' }));
    await context.userEvent.click(await delivery.findByRole('button', { name: 'Cancel' }));
    await expect(await delivery.findByText('Delivery to Gwarinpa, Sat 28 Nov, 9:00–13:00')).toBeVisible();
  },
};
