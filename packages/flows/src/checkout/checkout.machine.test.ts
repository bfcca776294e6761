import { type CartDeliveryPayload, DELIVERY_ERROR_DETAILS } from '@farmkit/contract';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  type EventObject,
  fromCallback,
  fromPromise,
  initialTransition,
  transition,
  waitFor,
} from 'xstate';
import { EMPTY_CART_MESSAGE, PAYMENT_UNSUCCESSFUL_MESSAGE, SELECT_PAYMENT_MESSAGE } from '../shared/messages';
import { testEveryShortestPath } from '../testing/model-based';
import {
  type CheckoutEvent,
  type CheckoutInput,
  checkoutMachine,
  type HostedPayment,
  type PaymentSession,
  type PlaceOrderInput,
  type SavedDelivery,
} from './checkout.machine';
import type { RememberedDelivery } from './delivery-choice';

const payment: PaymentSession = { accessCode: 'ac_123', reference: 'ref_123' };
/** Flutterwave's Standard checkout: a page of the provider's own. */
const hostedPayment: PaymentSession = {
  accessCode: 'https://checkout.flutterwave.com/v3/hosted/pay/f1a2',
  reference: 'ref_456',
  authorizationUrl: 'https://checkout.flutterwave.com/v3/hosted/pay/f1a2',
};
const order = { id: 7, payment_method: 'pay_now', total_price: 4500 };

const slot = '3:2026-12-05';
/** A cart that already holds a delivery choice: the checkout opens at the payment step. */
const remembered: RememberedDelivery = {
  method: 'delivery',
  area: { id: 2 },
  slot: { id: slot },
  address: '12 Ahodwo Roundabout Rd',
  landmark: 'the blue gate',
  note: '',
};
const ready: CheckoutInput = { itemCount: 2, delivery: remembered };

function after(input: number | CheckoutInput, ...events: CheckoutEvent[]) {
  const [initial] = initialTransition(
    checkoutMachine,
    typeof input === 'number' ? { itemCount: input } : input,
  );
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
const hostedPageOpening: CheckoutEvent[] = [
  ...popupOpen.slice(0, 2),
  { type: 'xstate.done.actor.initializePayment', output: hostedPayment } as unknown as CheckoutEvent,
];
/** Back from the provider's page, the cart still holding its delivery choice. */
const backPaid: CheckoutInput = { ...ready, returnedPayment: { reference: 'ref_456', outcome: 'paid' } };
const backCancelled: CheckoutInput = {
  ...ready,
  returnedPayment: { reference: 'ref_456', outcome: 'cancelled' },
};
const orderFailed = {
  type: 'xstate.error.actor.placeOrder',
  error: new Error('Out of stock'),
} as unknown as CheckoutEvent;

/** An actor's failure as an app reports it: the shopper's words, and the API's code. */
function refused(code: string, message = '') {
  return Object.assign(new Error(message), { code });
}
const failedWith = (actor: string, error: unknown) =>
  ({ type: `xstate.error.actor.${actor}`, error }) as unknown as CheckoutEvent;
const deliverySaved = {
  type: 'xstate.done.actor.saveDelivery',
  output: { belowMinimum: null },
} as unknown as CheckoutEvent;
const address = { address: ' 12 Ahodwo Roundabout Rd ', landmark: 'the blue gate', note: 'Call on arrival' };
const deliveryChosen: CheckoutEvent[] = [
  { type: 'user.chooseMethod', method: 'delivery' },
  { type: 'user.chooseArea', area: 2 },
  { type: 'user.enterAddress', ...address },
  { type: 'user.chooseSlot', slot },
];
const payload = {
  method: 'delivery',
  area: 2,
  slot,
  address: '12 Ahodwo Roundabout Rd',
  landmark: 'the blue gate',
  note: 'Call on arrival',
};

describe('checkout: guards and transitions', () => {
  it('ends at once on an empty cart, with the spec error', () => {
    const snapshot = after(0);
    expect(snapshot.value).toBe('emptyCart');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.error).toEqual({ kind: 'emptyCart', message: EMPTY_CART_MESSAGE });
    expect(snapshot.output).toEqual({ outcome: 'emptyCart', error: EMPTY_CART_MESSAGE });
  });

  it('stays with an error when proceeding without a payment method', () => {
    const snapshot = after(ready, { type: 'user.proceed' });
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context.error).toEqual({ kind: 'noPaymentMethod', message: SELECT_PAYMENT_MESSAGE });
    expect(
      after(ready, { type: 'user.proceed' }, { type: 'user.selectPayment', method: 'on_delivery' }).context
        .error,
    ).toBeNull();
  });

  it('places the order directly on delivery', () => {
    expect(
      after(ready, { type: 'user.selectPayment', method: 'on_delivery' }, { type: 'user.proceed' }).value,
    ).toBe('placingOrder');
  });

  it('initializes a payment for pay now, then waits on the popup with its access code', () => {
    expect(after(ready, ...popupOpen.slice(0, 2)).value).toBe('initializingPayment');
    const snapshot = after(ready, ...popupOpen);
    expect(snapshot.value).toEqual({ awaitingPayment: 'paying' });
    expect(snapshot.context.payment).toEqual(payment);
  });

  it('returns to the choice with "Payment unsuccessful" on cancel or close', () => {
    const snapshot = after(ready, ...popupOpen, { type: 'payment.cancelled' });
    expect(snapshot.value).toBe('choosing');
    expect(snapshot.context).toMatchObject({
      error: { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE },
      payment: null,
    });
  });

  it("returns to the choice with the provider's message on failure", () => {
    expect(
      after(ready, ...popupOpen, { type: 'payment.failed', message: 'Card declined' }).context.error,
    ).toEqual({
      kind: 'paymentUnsuccessful',
      message: 'Card declined',
    });
    expect(after(ready, ...popupOpen, { type: 'payment.failed' }).context.error).toEqual({
      kind: 'paymentUnsuccessful',
      message: PAYMENT_UNSUCCESSFUL_MESSAGE,
    });
  });

  it('waits on a pending bank transfer, which closing the popup does not cancel', () => {
    const pending = after(ready, ...popupOpen, { type: 'payment.pending' });
    expect(pending.value).toEqual({ awaitingPayment: 'paymentPending' });
    expect(transition(checkoutMachine, pending, { type: 'payment.cancelled' })[0].value).toEqual({
      awaitingPayment: 'paymentPending',
    });
    expect(
      transition(checkoutMachine, pending, { type: 'payment.succeeded', reference: 'ref_123' })[0].value,
    ).toBe('placingOrder');
  });

  it('after a payment went through, retries the order against it instead of charging again', () => {
    const failed = after(
      ready,
      ...popupOpen,
      { type: 'payment.succeeded', reference: 'ref_123' },
      orderFailed,
    );
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

describe('checkout: the delivery step', () => {
  it('asks delivery or pickup, the area, the address, then the slot, and saves the choice', () => {
    expect(after(2).value).toEqual({ delivery: 'choosingMethod' });
    expect(after(2, ...deliveryChosen.slice(0, 1)).value).toEqual({ delivery: 'choosingArea' });
    expect(after(2, ...deliveryChosen.slice(0, 2)).value).toEqual({ delivery: 'enteringAddress' });
    expect(after(2, ...deliveryChosen.slice(0, 3)).value).toEqual({ delivery: 'choosingSlot' });
    const saving = after(2, ...deliveryChosen);
    expect(saving.value).toEqual({ delivery: 'saving' });
    expect(saving.context.delivery).toEqual({ ...payload, method: 'delivery' });
    expect(saving.context.savedDelivery).toBeNull();
    // The payment step opens only once the cart holds the choice.
    const paying = after(2, ...deliveryChosen, deliverySaved);
    expect(paying.value).toBe('choosing');
    expect(paying.context.savedDelivery).toEqual(payload);
  });

  it('takes pickup straight to the slot, and back', () => {
    const slotStep = after(2, { type: 'user.chooseMethod', method: 'pickup' });
    expect(slotStep.value).toEqual({ delivery: 'choosingSlot' });
    expect(transition(checkoutMachine, slotStep, { type: 'user.back' })[0].value).toEqual({
      delivery: 'choosingMethod',
    });
  });

  it('steps back one question at a time, and not past the first without a saved choice', () => {
    const slotStep = after(2, ...deliveryChosen.slice(0, 3));
    const back = (snapshot: typeof slotStep) =>
      transition(checkoutMachine, snapshot, { type: 'user.back' })[0];
    expect(back(slotStep).value).toEqual({ delivery: 'enteringAddress' });
    expect(back(back(slotStep)).value).toEqual({ delivery: 'choosingArea' });
    expect(back(back(back(slotStep))).value).toEqual({ delivery: 'choosingMethod' });
    expect(back(back(back(back(slotStep)))).value).toEqual({ delivery: 'choosingMethod' });
    // What was answered stays filled in on the way back.
    expect(back(slotStep).context.delivery).toMatchObject({ area: 2, address: '12 Ahodwo Roundabout Rd' });
  });

  it('refuses a blank address', () => {
    const snapshot = after(2, ...deliveryChosen.slice(0, 2), { type: 'user.enterAddress', address: '  ' });
    expect(snapshot.value).toEqual({ delivery: 'enteringAddress' });
    expect(snapshot.context.error).toEqual({
      kind: 'addressMissing',
      message: DELIVERY_ERROR_DETAILS.addressMissing,
    });
    expect(
      transition(checkoutMachine, snapshot, deliveryChosen[2] as CheckoutEvent)[0].context.error,
    ).toBeNull();
  });

  it('forgets the slot when the method or the area changes (slots are per area), not when it stays', () => {
    const slotStep = after(2, ...deliveryChosen.slice(0, 3), { type: 'user.chooseSlot', slot });
    expect(slotStep.context.delivery.slot).toBe(slot);
    const sameArea = after(ready, { type: 'user.changeDelivery' }, ...deliveryChosen.slice(0, 2));
    expect(sameArea.context.delivery.slot).toBe(slot);
    const otherArea = after(ready, { type: 'user.changeDelivery' }, deliveryChosen[0] as CheckoutEvent, {
      type: 'user.chooseArea',
      area: 5,
    });
    expect(otherArea.context.delivery).toMatchObject({ area: 5, slot: null, address: remembered.address });
    const pickup = after(
      ready,
      { type: 'user.changeDelivery' },
      { type: 'user.chooseMethod', method: 'pickup' },
    );
    expect(pickup.context.delivery).toMatchObject({ method: 'pickup', area: null, slot: null });
  });

  it('opens at the payment step with a remembered choice, which can be changed, or the change left', () => {
    const paying = after(ready);
    expect(paying.value).toBe('choosing');
    expect(paying.context.savedDelivery).toEqual({
      method: 'delivery',
      area: 2,
      slot,
      address: remembered.address,
      landmark: remembered.landmark,
      note: '',
    });
    const changing = after(
      ready,
      { type: 'user.changeDelivery' },
      { type: 'user.chooseMethod', method: 'pickup' },
    );
    expect(changing.value).toEqual({ delivery: 'choosingSlot' });
    const backToStart = transition(checkoutMachine, changing, { type: 'user.back' })[0];
    const left = transition(checkoutMachine, backToStart, { type: 'user.back' })[0];
    expect(left.value).toBe('choosing');
    expect(left.context.delivery).toMatchObject({ method: 'delivery', area: 2, slot });
  });

  it('opens at the slot step with a remembered choice whose slot is gone', () => {
    const snapshot = after({ itemCount: 2, delivery: { ...remembered, slot: null } });
    expect(snapshot.value).toEqual({ delivery: 'choosingSlot' });
    expect(snapshot.context.savedDelivery).toBeNull();
    expect(after({ itemCount: 2, delivery: null }).value).toEqual({ delivery: 'choosingMethod' });
  });

  it('keeps a cart below the minimum at the area, with what it lacks', () => {
    const snapshot = after(2, ...deliveryChosen, {
      type: 'xstate.done.actor.saveDelivery',
      output: { belowMinimum: 'Add GH₵20 more for delivery to Ejisu.' },
    } as unknown as CheckoutEvent);
    expect(snapshot.value).toEqual({ delivery: 'choosingArea' });
    expect(snapshot.context).toMatchObject({
      error: { kind: 'belowMinimum', message: 'Add GH₵20 more for delivery to Ejisu.' },
      savedDelivery: null,
      delivery: { area: null, slot: null, address: '12 Ahodwo Roundabout Rd' },
    });
  });

  it.each([
    ['slot_unavailable', 'slotUnavailable', 'choosingSlot', DELIVERY_ERROR_DETAILS.slotUnavailable],
    ['area_unavailable', 'areaUnavailable', 'choosingArea', DELIVERY_ERROR_DETAILS.areaUnavailable],
    ['delivery_address_missing', 'addressMissing', 'enteringAddress', DELIVERY_ERROR_DETAILS.addressMissing],
    ['pickup_unavailable', 'pickupUnavailable', 'choosingMethod', DELIVERY_ERROR_DETAILS.pickupUnavailable],
  ])('a save refused with %s goes back to that question (%s)', (code, kind, step, detail) => {
    const snapshot = after(2, ...deliveryChosen, failedWith('saveDelivery', refused(code)));
    expect(snapshot.value).toEqual({ delivery: step });
    expect(snapshot.context.error).toEqual({ kind, message: detail });
  });

  it("says why a full slot was refused in the server's words, and lets another be chosen", () => {
    const full = after(
      2,
      ...deliveryChosen,
      failedWith('saveDelivery', refused('slot_unavailable', 'Full.')),
    );
    expect(full.context).toMatchObject({ error: { kind: 'slotUnavailable', message: 'Full.' } });
    expect(full.context.delivery.slot).toBeNull();
    const again = transition(checkoutMachine, full, { type: 'user.chooseSlot', slot: '4:2026-12-06' })[0];
    expect(again.value).toEqual({ delivery: 'saving' });
    expect(again.context.error).toBeNull();
  });

  it('stays at the slot when the choice could not be saved otherwise', () => {
    const snapshot = after(2, ...deliveryChosen, failedWith('saveDelivery', new Error('Network Error')));
    expect(snapshot.value).toEqual({ delivery: 'choosingSlot' });
    expect(snapshot.context.error).toEqual({ kind: 'deliveryNotSaved', message: 'Network Error' });
    expect(snapshot.context.delivery.slot).toBe(slot);
  });

  it('sends a full slot at placement back to the slot step, and the choice must be saved again', () => {
    const snapshot = after(
      ready,
      { type: 'user.selectPayment', method: 'on_delivery' },
      { type: 'user.proceed' },
      failedWith('placeOrder', refused('slot_unavailable', 'That delivery time is full now.')),
    );
    expect(snapshot.value).toEqual({ delivery: 'choosingSlot' });
    expect(snapshot.context).toMatchObject({
      error: { kind: 'slotUnavailable', message: 'That delivery time is full now.' },
      savedDelivery: null,
      paymentMethod: 'on_delivery',
    });
    expect(transition(checkoutMachine, snapshot, { type: 'user.back' })[0].value).toEqual({
      delivery: 'enteringAddress',
    });
  });

  it('after a payment went through, a full slot changes only the slot, then places the paid order', () => {
    const full = after(
      ready,
      ...popupOpen,
      { type: 'payment.succeeded', reference: 'ref_123' },
      failedWith('placeOrder', refused('slot_unavailable')),
    );
    expect(full.value).toEqual({ delivery: 'choosingSlot' });
    expect(full.context.paidReference).toBe('ref_123');
    expect(transition(checkoutMachine, full, { type: 'user.back' })[0].value).toEqual({
      delivery: 'choosingSlot',
    });
    const paying = [
      { type: 'user.chooseSlot', slot: '4:2026-12-06' },
      deliverySaved,
      { type: 'user.changeDelivery' },
      { type: 'user.proceed' },
    ].reduce((snapshot, event) => transition(checkoutMachine, snapshot, event as CheckoutEvent)[0], full);
    expect(paying.value).toBe('placingOrder');
  });

  it('sends delivery refusals at payment or placement to their question; other failures stay at payment', () => {
    const payNow: CheckoutEvent[] = popupOpen.slice(0, 2);
    expect(
      after(ready, ...payNow, failedWith('initializePayment', refused('below_minimum_order', 'Add more.')))
        .value,
    ).toEqual({
      delivery: 'choosingArea',
    });
    const onDelivery: CheckoutEvent[] = [
      { type: 'user.selectPayment', method: 'on_delivery' },
      { type: 'user.proceed' },
    ];
    const missing = after(ready, ...onDelivery, failedWith('placeOrder', refused('delivery_choice_missing')));
    expect(missing.value).toEqual({ delivery: 'choosingMethod' });
    expect(missing.context.error).toEqual({
      kind: 'noDeliveryChoice',
      message: DELIVERY_ERROR_DETAILS.choiceMissing,
    });
    // An unknown code is no delivery refusal.
    expect(
      after(ready, ...payNow, failedWith('initializePayment', refused('server_error', 'Down'))).context.error,
    ).toEqual({
      kind: 'paymentNotOpened',
      message: 'Down',
    });
  });
});

describe('checkout: actors', () => {
  function checkout(
    actors: {
      saveDelivery?: (input: CartDeliveryPayload) => Promise<SavedDelivery>;
      initializePayment?: () => Promise<PaymentSession>;
      placeOrder?: (input: PlaceOrderInput) => Promise<unknown>;
    },
    input: CheckoutInput = ready,
  ) {
    const placed: PlaceOrderInput[] = [];
    const saved: CartDeliveryPayload[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        saveDelivery: fromPromise<SavedDelivery, CartDeliveryPayload>(async ({ input }) => {
          saved.push(input);
          return (actors.saveDelivery ?? (async () => ({ belowMinimum: null })))(input);
        }),
        initializePayment: fromPromise(async () => (actors.initializePayment ?? (async () => payment))()),
        placeOrder: fromPromise<unknown, PlaceOrderInput>(async ({ input }) => {
          placed.push(input);
          return (actors.placeOrder ?? (async () => order))(input);
        }),
      },
    });
    return { actor: createActor(machine, { input }).start(), placed, saved };
  }

  it('saves the delivery choice, then pays on delivery', async () => {
    const { actor, placed, saved } = checkout({}, { itemCount: 3 });
    for (const event of deliveryChosen) actor.send(event);
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(saved).toEqual([payload]);
    actor.send({ type: 'user.selectPayment', method: 'on_delivery' });
    actor.send({ type: 'user.proceed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ outcome: 'orderPlaced', paymentMethod: 'on_delivery', order });
    expect(placed).toEqual([{ paymentMethod: 'on_delivery' }]);
  });

  it('saves pickup with its slot only', async () => {
    const { actor, saved } = checkout({}, { itemCount: 3 });
    actor.send({ type: 'user.chooseMethod', method: 'pickup' });
    actor.send({ type: 'user.chooseSlot', slot });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(saved).toEqual([{ method: 'pickup', slot }]);
  });

  it('takes another slot when the chosen one filled up at placement, then places the order', async () => {
    let attempts = 0;
    const { actor, placed, saved } = checkout({
      placeOrder: async () => {
        attempts++;
        if (attempts === 1) throw refused('slot_unavailable', 'That delivery time is full now.');
        return order;
      },
    });
    actor.send({ type: 'user.selectPayment', method: 'on_delivery' });
    actor.send({ type: 'user.proceed' });
    const back = await waitFor(actor, (s) => s.matches({ delivery: 'choosingSlot' }));
    expect(back.context.error?.kind).toBe('slotUnavailable');
    actor.send({ type: 'user.chooseSlot', slot: '4:2026-12-06' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(saved).toEqual([{ ...payload, slot: '4:2026-12-06', note: '' }]);
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(placed).toEqual([{ paymentMethod: 'on_delivery' }, { paymentMethod: 'on_delivery' }]);
  });

  it('goes back to the slot when saving fails, with the error', async () => {
    const { actor } = checkout(
      {
        saveDelivery: async () => {
          throw new Error('Network Error');
        },
      },
      { itemCount: 3 },
    );
    for (const event of deliveryChosen) actor.send(event);
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toEqual({ delivery: 'choosingSlot' });
    expect(back.context.error).toEqual({ kind: 'deliveryNotSaved', message: 'Network Error' });
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

describe("checkout: the provider's own page (Flutterwave)", () => {
  it("leaves for the provider's page when the payment has one, instead of waiting on a popup", () => {
    const leaving = after(ready, ...hostedPageOpening);
    expect(leaving.value).toBe('redirectingToPayment');
    expect(leaving.context.payment).toEqual(hostedPayment);
    // A popup's events mean nothing here.
    expect(transition(checkoutMachine, leaving, { type: 'payment.pending' })[0].value).toBe(
      'redirectingToPayment',
    );
  });

  it('back on the very page it left (the browser kept it): as a closed popup', () => {
    const back = after(ready, ...hostedPageOpening, { type: 'payment.cancelled' });
    expect(back.value).toBe('choosing');
    expect(back.context).toMatchObject({
      error: { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE },
      payment: null,
      paymentMethod: 'pay_now',
    });
  });

  it('back with the page closed: at the choice with Pay Now chosen and "Payment unsuccessful", nothing placed', () => {
    const back = after(backCancelled);
    expect(back.value).toBe('choosing');
    expect(back.context).toMatchObject({
      error: { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE },
      paymentMethod: 'pay_now',
      paidReference: null,
      returnedReference: null,
    });
    // The shopper can choose again, or pay again.
    expect(
      transition(checkoutMachine, back, { type: 'user.selectPayment', method: 'on_delivery' })[0].context
        .paymentMethod,
    ).toBe('on_delivery');
    expect(transition(checkoutMachine, back, { type: 'user.proceed' })[0].value).toBe('initializingPayment');
    expect(
      after({ itemCount: 0, returnedPayment: { reference: 'ref_456', outcome: 'cancelled' } }).value,
    ).toBe('emptyCart');
  });

  it('back with a payment: resumes by placing the order against it, even with the cart emptied by its webhook', () => {
    const resuming = after(backPaid);
    expect(resuming.value).toBe('resumingPayment');
    expect(resuming.context).toMatchObject({ returnedReference: 'ref_456', paymentMethod: 'pay_now' });
    const emptied = after({ itemCount: 0, returnedPayment: { reference: 'ref_456', outcome: 'paid' } });
    expect(emptied.value).toBe('resumingPayment');
    const placed = transition(checkoutMachine, emptied, {
      type: 'xstate.done.actor.placeOrder',
      output: order,
    } as unknown as CheckoutEvent)[0];
    expect(placed.output).toEqual({ outcome: 'orderPlaced', paymentMethod: 'pay_now', order });
  });

  it.each(['payment_not_verified', 'empty_cart'])(
    'a payment the server finds unpaid (%s) is forgotten: the shopper chooses again',
    (code) => {
      const denied = after(
        backPaid,
        failedWith('placeOrder', refused(code, 'The payment could not be verified.')),
      );
      expect(denied.value).toBe('choosing');
      expect(denied.context).toMatchObject({
        error: { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE },
        paidReference: null,
        returnedReference: null,
      });
      expect(
        transition(checkoutMachine, denied, { type: 'user.selectPayment', method: 'on_delivery' })[0].context
          .paymentMethod,
      ).toBe('on_delivery');
      // With the cart empty and no order paid by it, the checkout ends as an empty cart.
      const empty = after(
        { itemCount: 0, returnedPayment: { reference: 'ref_456', outcome: 'paid' } },
        failedWith('placeOrder', refused(code)),
      );
      expect(empty.value).toBe('emptyCart');
      expect(empty.output).toEqual({ outcome: 'emptyCart', error: EMPTY_CART_MESSAGE });
    },
  );

  it('a placement the server could not answer keeps the payment: the method is settled and Proceed asks again', () => {
    const failed = after(
      backPaid,
      failedWith('placeOrder', refused('payment_provider_unavailable', 'Later.')),
    );
    expect(failed.value).toBe('choosing');
    expect(failed.context).toMatchObject({
      error: { kind: 'orderNotPlaced', message: 'Later.' },
      returnedReference: 'ref_456',
    });
    const switched = transition(checkoutMachine, failed, {
      type: 'user.selectPayment',
      method: 'on_delivery',
    })[0];
    expect(switched.context.paymentMethod).toBe('pay_now');
    expect(transition(checkoutMachine, failed, { type: 'user.changeDelivery' })[0].value).toBe('choosing');
    const again = transition(checkoutMachine, failed, { type: 'user.proceed' })[0];
    expect(again.value).toBe('resumingPayment');
    expect(again.context.error).toBeNull();
  });

  it('a delivery refusal keeps the payment as paid: only the slot can change, then the paid order is placed', () => {
    const full = after(backPaid, failedWith('placeOrder', refused('slot_unavailable', 'Full.')));
    expect(full.value).toEqual({ delivery: 'choosingSlot' });
    expect(full.context).toMatchObject({
      error: { kind: 'slotUnavailable', message: 'Full.' },
      paidReference: 'ref_456',
      returnedReference: null,
    });
    expect(transition(checkoutMachine, full, { type: 'user.back' })[0].value).toEqual({
      delivery: 'choosingSlot',
    });
    const paying = [
      { type: 'user.chooseSlot', slot: '4:2026-12-06' },
      deliverySaved,
      { type: 'user.proceed' },
    ].reduce((snapshot, event) => transition(checkoutMachine, snapshot, event as CheckoutEvent)[0], full);
    expect(paying.value).toBe('placingOrder');
  });

  it('back to the choice when the page could not be opened', () => {
    const failed = after(ready, ...hostedPageOpening, failedWith('openHostedPage', new Error('Invalid URL')));
    expect(failed.value).toBe('choosing');
    expect(failed.context).toMatchObject({
      error: { kind: 'paymentNotOpened', message: 'Invalid URL' },
      payment: null,
    });
  });

  it('back to the choice when the popup could not be opened', () => {
    const failed = after(
      ready,
      ...popupOpen,
      failedWith('openPayment', new Error('Paystack is unavailable')),
    );
    expect(failed.value).toBe('choosing');
    expect(failed.context).toMatchObject({
      error: { kind: 'paymentNotOpened', message: 'Paystack is unavailable' },
      payment: null,
    });
  });
});

describe("checkout: the actors that open the provider's checkout", () => {
  function checkout(
    effects: {
      initializePayment: () => Promise<PaymentSession>;
      placeOrder?: (input: PlaceOrderInput) => Promise<unknown>;
      openPayment?: Parameters<typeof fromCallback<EventObject, PaymentSession>>[0];
    },
    input: CheckoutInput = ready,
  ) {
    const placed: PlaceOrderInput[] = [];
    const leftFor: HostedPayment[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        initializePayment: fromPromise(async () => effects.initializePayment()),
        placeOrder: fromPromise<unknown, PlaceOrderInput>(async ({ input }) => {
          placed.push(input);
          return (effects.placeOrder ?? (async () => order))(input);
        }),
        openPayment: fromCallback<EventObject, PaymentSession>(effects.openPayment ?? (() => {})),
        openHostedPage: fromCallback<EventObject, HostedPayment>(({ input }) => {
          leftFor.push(input);
        }),
      },
    });
    return { actor: createActor(machine, { input }).start(), placed, leftFor };
  }

  it('opens the popup with the payment, hears how it ends, and closes it once the checkout stops waiting', async () => {
    const opened: PaymentSession[] = [];
    let closed = 0;
    const { actor, placed, leftFor } = checkout({
      initializePayment: async () => payment,
      openPayment: ({ input, sendBack }) => {
        opened.push(input);
        queueMicrotask(() => sendBack({ type: 'payment.succeeded', reference: input.reference }));
        return () => {
          closed += 1;
        };
      },
    });
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ outcome: 'orderPlaced', paymentMethod: 'pay_now', order });
    expect(opened).toEqual([payment]);
    expect(closed).toBe(1);
    expect(placed).toEqual([{ paymentMethod: 'pay_now', reference: 'ref_123' }]);
    expect(leftFor).toEqual([]);
  });

  it('keeps the popup open while a bank transfer is pending', async () => {
    let closed = 0;
    let report: (event: CheckoutEvent) => void = () => {};
    const { actor } = checkout({
      initializePayment: async () => payment,
      openPayment: ({ sendBack }) => {
        report = sendBack;
        return () => {
          closed += 1;
        };
      },
    });
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (s) => s.matches({ awaitingPayment: 'paying' }));
    report({ type: 'payment.pending' });
    expect(actor.getSnapshot().value).toEqual({ awaitingPayment: 'paymentPending' });
    expect(closed).toBe(0);
    report({ type: 'payment.failed', message: 'The transfer did not arrive.' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(closed).toBe(1);
  });

  it("sends the shopper to the provider's page with the reference they will come back with", async () => {
    const { actor, placed, leftFor } = checkout({ initializePayment: async () => hostedPayment });
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (s) => s.matches('redirectingToPayment'));
    expect(leftFor).toEqual([{ reference: 'ref_456', authorizationUrl: hostedPayment.authorizationUrl }]);
    expect(placed).toEqual([]);
  });

  it('back from the page: places the order against the reference, asking again after a failure', async () => {
    let attempts = 0;
    const { actor, placed } = checkout(
      {
        initializePayment: async () => {
          throw new Error('not asked: the payment exists');
        },
        placeOrder: async () => {
          attempts += 1;
          if (attempts === 1) throw refused('payment_provider_unavailable', 'Later.');
          return order;
        },
      },
      backPaid,
    );
    const failed = await waitFor(actor, (s) => s.context.error !== null);
    expect(failed.value).toBe('choosing');
    actor.send({ type: 'user.proceed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ outcome: 'orderPlaced', paymentMethod: 'pay_now', order });
    expect(placed).toEqual([
      { paymentMethod: 'pay_now', reference: 'ref_456' },
      { paymentMethod: 'pay_now', reference: 'ref_456' },
    ]);
  });

  it('the stub that leaves for the page must be provided: without it, back to the choice', async () => {
    const actor = createActor(
      checkoutMachine.provide({
        actors: { initializePayment: fromPromise(async () => hostedPayment) },
      }),
      { input: ready },
    ).start();
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    const back = await waitFor(actor, (s) => s.context.error !== null);
    expect(back.value).toBe('choosing');
    expect(back.context.error).toEqual({ kind: 'paymentNotOpened', message: 'provide openHostedPage' });
  });
});

describe('checkout: every shortest path (model-based)', () => {
  const events = [
    { type: 'user.chooseMethod', method: 'delivery' },
    { type: 'user.chooseMethod', method: 'pickup' },
    { type: 'user.chooseArea', area: 2 },
    { type: 'user.enterAddress', address: '12 Ahodwo Roundabout Rd' },
    { type: 'user.chooseSlot', slot },
    { type: 'user.selectPayment', method: 'pay_now' },
    { type: 'user.selectPayment', method: 'on_delivery' },
    { type: 'payment.succeeded', reference: 'ref_123' },
    { type: 'payment.failed', message: 'Card declined' },
    { type: 'xstate.done.actor.saveDelivery', output: { belowMinimum: null } },
    { type: 'xstate.done.actor.saveDelivery', output: { belowMinimum: 'Add GH₵20 more.' } },
    { type: 'xstate.error.actor.saveDelivery', error: new Error('Network Error') },
    { type: 'xstate.done.actor.initializePayment', output: payment },
    { type: 'xstate.done.actor.initializePayment', output: hostedPayment },
    { type: 'xstate.error.actor.initializePayment', error: new Error('Payments are unavailable') },
    { type: 'xstate.error.actor.openPayment', error: new Error('Paystack is unavailable') },
    { type: 'xstate.error.actor.openHostedPage', error: new Error('Invalid URL') },
    { type: 'xstate.done.actor.placeOrder', output: order },
    { type: 'xstate.error.actor.placeOrder', error: new Error('Out of stock') },
    { type: 'xstate.error.actor.placeOrder', error: refused('slot_unavailable', 'Full.') },
    { type: 'xstate.error.actor.placeOrder', error: refused('payment_not_verified', 'Not verified.') },
  ];
  // The actors that open the provider's checkout are settled by the path like the others (only their failures
  // mean anything to the machine).
  const actorNames = ['saveDelivery', 'initializePayment', 'placeOrder', 'openPayment', 'openHostedPage'];
  testEveryShortestPath({
    machine: checkoutMachine,
    actorNames,
    events,
    // A remembered choice without its slot opens at the slot step, and a return from a closed page at the choice
    // with its error: the pure tests above cover both.
    inputs: [{ itemCount: 3 }, { itemCount: 0 }, ready, backPaid],
  });
});
