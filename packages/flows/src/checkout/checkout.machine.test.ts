import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { EMPTY_CART_MESSAGE, PAYMENT_UNSUCCESSFUL_MESSAGE, SELECT_PAYMENT_MESSAGE } from '../shared/messages';
import { testEveryShortestPath } from '../testing/model-based';
import {
  type CheckoutEvent,
  checkoutMachine,
  type PaymentSession,
  type PlaceOrderInput,
} from './checkout.machine';

const payment: PaymentSession = { accessCode: 'ac_123', reference: 'ref_123' };
const order = { id: 7, payment_method: 'pay_now', total_price: 4500 };

function after(itemCount: number, ...events: CheckoutEvent[]) {
  const [initial] = initialTransition(checkoutMachine, { itemCount });
  return events.reduce((snapshot, event) => transition(checkoutMachine, snapshot, event)[0], initial);
}

const paymentInitialized = {
  type: 'xstate.done.actor.initializePayment',
  output: payment,
} as unknown as CheckoutEvent;
const popupOpen: CheckoutEvent[] = [
  { type: 'user.selectPayment', method: 'pay_now' },
  { type: 'user.proceed' },
  paymentInitialized,
];
const orderFailed = {
  type: 'xstate.error.actor.placeOrder',
  error: new Error('Out of stock'),
} as unknown as CheckoutEvent;

describe('checkout: guards and transitions', () => {
  it('ends at once on an empty cart, with the spec error', () => {
    const snapshot = after(0);
    expect(snapshot.value).toBe('emptyCart');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.error).toEqual({ kind: 'emptyCart', message: EMPTY_CART_MESSAGE });
    expect(snapshot.output).toEqual({ outcome: 'emptyCart', error: EMPTY_CART_MESSAGE });
  });

  it('stays with an error when proceeding without a payment method', () => {
    const snapshot = after(2, { type: 'user.proceed' });
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context.error).toEqual({ kind: 'noPaymentMethod', message: SELECT_PAYMENT_MESSAGE });
    expect(
      after(2, { type: 'user.proceed' }, { type: 'user.selectPayment', method: 'on_delivery' }).context.error,
    ).toBeNull();
  });

  it('places the order directly on delivery', () => {
    expect(
      after(2, { type: 'user.selectPayment', method: 'on_delivery' }, { type: 'user.proceed' }).value,
    ).toBe('placingOrder');
  });

  it('initializes a payment for pay now, then waits on the popup with its access code', () => {
    expect(after(2, ...popupOpen.slice(0, 2)).value).toBe('initializingPayment');
    const snapshot = after(2, ...popupOpen);
    expect(snapshot.value).toBe('awaitingPayment');
    expect(snapshot.context.payment).toEqual(payment);
  });

  it('returns to the choice with "Payment unsuccessful" on cancel or close', () => {
    const snapshot = after(2, ...popupOpen, { type: 'payment.cancelled' });
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context).toMatchObject({
      error: { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE },
      payment: null,
    });
  });

  it("returns to the choice with the provider's message on failure", () => {
    expect(
      after(2, ...popupOpen, { type: 'payment.failed', message: 'Card declined' }).context.error,
    ).toEqual({
      kind: 'paymentUnsuccessful',
      message: 'Card declined',
    });
    expect(after(2, ...popupOpen, { type: 'payment.failed' }).context.error).toEqual({
      kind: 'paymentUnsuccessful',
      message: PAYMENT_UNSUCCESSFUL_MESSAGE,
    });
  });

  it('waits on a pending bank transfer, which closing the popup does not cancel', () => {
    const pending = after(2, ...popupOpen, { type: 'payment.pending' });
    expect(pending.value).toBe('paymentPending');
    expect(transition(checkoutMachine, pending, { type: 'payment.cancelled' })[0].value).toBe(
      'paymentPending',
    );
    expect(
      transition(checkoutMachine, pending, { type: 'payment.succeeded', reference: 'ref_123' })[0].value,
    ).toBe('placingOrder');
  });

  it('after a payment went through, retries the order against it instead of charging again', () => {
    const failed = after(2, ...popupOpen, { type: 'payment.succeeded', reference: 'ref_123' }, orderFailed);
    expect(failed.value).toBe('choosing');
    expect(failed.context).toMatchObject({
      error: { kind: 'orderNotPlaced', message: 'Out of stock' },
      paidReference: 'ref_123',
    });
    const switched = transition(checkoutMachine, failed, {
      type: 'user.selectPayment',
      method: 'on_delivery',
    })[0];
    expect(switched.context.paymentMethod).toBe('pay_now');
    expect(transition(checkoutMachine, switched, { type: 'user.proceed' })[0].value).toBe('placingOrder');
  });
});

describe('checkout: actors', () => {
  function checkout(actors: {
    initializePayment?: () => Promise<PaymentSession>;
    placeOrder?: (input: PlaceOrderInput) => Promise<unknown>;
  }) {
    const placed: PlaceOrderInput[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        initializePayment: fromPromise(async () => (actors.initializePayment ?? (async () => payment))()),
        placeOrder: fromPromise<unknown, PlaceOrderInput>(async ({ input }) => {
          placed.push(input);
          return (actors.placeOrder ?? (async () => order))(input);
        }),
      },
    });
    return { actor: createActor(machine, { input: { itemCount: 3 } }).start(), placed };
  }

  it('pays on delivery', async () => {
    const { actor, placed } = checkout({});
    actor.send({ type: 'user.selectPayment', method: 'on_delivery' });
    actor.send({ type: 'user.proceed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ outcome: 'orderPlaced', paymentMethod: 'on_delivery', order });
    expect(placed).toEqual([{ paymentMethod: 'on_delivery' }]);
  });

  it('pays now: popup, success, order against the reference', async () => {
    const { actor, placed } = checkout({});
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    const open = await waitFor(actor, (s) => s.matches('awaitingPayment'));
    expect(open.context.payment?.accessCode).toBe('ac_123');
    actor.send({ type: 'payment.pending' });
    actor.send({ type: 'payment.succeeded', reference: 'ref_123' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ outcome: 'orderPlaced', paymentMethod: 'pay_now', order });
    expect(placed).toEqual([{ paymentMethod: 'pay_now', reference: 'ref_123' }]);
  });

  it('returns to the choice when the payment cannot be initialized', async () => {
    const { actor } = checkout({
      initializePayment: async () => {
        throw new Error('Payments are unavailable');
      },
    });
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toBe('choosing');
    expect(back.context.error).toEqual({ kind: 'paymentNotOpened', message: 'Payments are unavailable' });
  });

  it('returns to the choice when the order cannot be placed, then retries the paid order', async () => {
    let attempts = 0;
    const { actor, placed } = checkout({
      placeOrder: async () => {
        attempts++;
        if (attempts === 1) throw new Error('Out of stock');
        return order;
      },
    });
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (s) => s.matches('awaitingPayment'));
    actor.send({ type: 'payment.succeeded', reference: 'ref_123' });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toBe('choosing');
    expect(back.context.error).toEqual({ kind: 'orderNotPlaced', message: 'Out of stock' });
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(placed).toEqual([
      { paymentMethod: 'pay_now', reference: 'ref_123' },
      { paymentMethod: 'pay_now', reference: 'ref_123' },
    ]);
  });
});

describe('checkout: every shortest path (model-based)', () => {
  const events = [
    { type: 'user.selectPayment', method: 'pay_now' },
    { type: 'user.selectPayment', method: 'on_delivery' },
    { type: 'payment.succeeded', reference: 'ref_123' },
    { type: 'payment.failed', message: 'Card declined' },
    { type: 'xstate.done.actor.initializePayment', output: payment },
    { type: 'xstate.error.actor.initializePayment', error: new Error('Payments are unavailable') },
    { type: 'xstate.done.actor.placeOrder', output: order },
    { type: 'xstate.error.actor.placeOrder', error: new Error('Out of stock') },
  ];
  const actorNames = ['initializePayment', 'placeOrder'];
  testEveryShortestPath({
    machine: checkoutMachine,
    actorNames,
    events,
    inputs: [{ itemCount: 3 }, { itemCount: 0 }],
  });
});
