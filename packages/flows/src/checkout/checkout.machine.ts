import { type CartDeliveryPayload, DELIVERY_ERROR_DETAILS, type DeliveryMethod } from '@farmkit/contract';
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import {
  EMPTY_CART_MESSAGE,
  PAYMENT_UNSUCCESSFUL_MESSAGE,
  SELECT_PAYMENT_MESSAGE,
  toErrorMessage,
} from '../shared/messages';
import {
  type DeliveryDraft,
  type DeliveryRefusalKind,
  deliveryRefusalOf,
  draftOfPayload,
  draftOfRemembered,
  isDeliveryRefusal,
  missingStep,
  type RememberedDelivery,
  toCartDeliveryPayload,
  withoutRefused,
} from './delivery-choice';

export type PaymentMethod = 'pay_now' | 'on_delivery';

export interface CheckoutInput {
  /** Lines in the cart when checkout opens. */
  itemCount: number;
  /**
   * The cart's delivery choice (`cart.delivery`), remembered from the shopper's last checkout. With its slot
   * the checkout opens at the payment step (the shopper can still change it); without (the slot passed, or
   * was ordered) at the slot step, the rest filled in. null or left out: the delivery step from its start.
   */
  delivery?: RememberedDelivery | null;
}

/** What the provider popup needs, and the reference the order will name. */
export interface PaymentSession {
  accessCode: string;
  reference: string;
}

export type PlaceOrderInput =
  | { paymentMethod: 'on_delivery' }
  | { paymentMethod: 'pay_now'; reference: string };

/** What `saveDelivery` resolves with once the cart holds the choice. */
export interface SavedDelivery {
  /**
   * null when the cart can be ordered with this choice. Otherwise the cart is below the area's minimum order
   * (its `minimum_missing` is above 0) and this is what the shopper reads, e.g. the contract's
   * `belowMinimumDetail('₦2,000', 'Maitama')`: the checkout goes back to the area instead of on to payment.
   */
  belowMinimum: string | null;
}

/**
 * What went wrong, by kind, so a screen places each where it belongs (the payment choice, a delivery step, the
 * checkout's alert) without comparing message texts.
 */
export type CheckoutErrorKind =
  | 'emptyCart'
  /** Proceed with no payment method chosen. */
  | 'noPaymentMethod'
  /** The payment could not be opened (initializePayment failed). */
  | 'paymentNotOpened'
  /** The shopper cancelled or closed the payment, or the provider refused it. */
  | 'paymentUnsuccessful'
  /** placeOrder failed. */
  | 'orderNotPlaced'
  /** saveDelivery failed for a reason that is not one of the refusals below; the slot step shows it. */
  | 'deliveryNotSaved'
  /**
   * The server refused the delivery choice (saving it, opening the payment or placing the order); the checkout
   * is back at the step that answers it: 'slotUnavailable' the slot, 'belowMinimum' and 'areaUnavailable' the
   * area, 'addressMissing' (also a blank address entered) the address, 'pickupUnavailable' and
   * 'noDeliveryChoice' the method.
   */
  | DeliveryRefusalKind;

export interface CheckoutError {
  kind: CheckoutErrorKind;
  message: string;
}

export interface CheckoutContext {
  itemCount: number;
  /** The delivery choice being made (or changed): what each delivery step shows as chosen. */
  delivery: DeliveryDraft;
  /** The choice the cart holds, as last saved (or remembered); null until then, and once the server refused it. */
  savedDelivery: CartDeliveryPayload | null;
  paymentMethod: PaymentMethod | null;
  /** Set while a payment is being made: the UI opens the provider popup with `payment.accessCode`. */
  payment: PaymentSession | null;
  /** The reference of a payment the provider reported successful; the order is placed against it. */
  paidReference: string | null;
  error: CheckoutError | null;
  /** What `placeOrder` resolved with. */
  order: unknown;
}

export type CheckoutEvent =
  | { type: 'user.chooseMethod'; method: DeliveryMethod }
  /** The area's id. */
  | { type: 'user.chooseArea'; area: number }
  | { type: 'user.enterAddress'; address: string; landmark?: string; note?: string }
  /** The slot's id, `<window id>:<YYYY-MM-DD>` (an available one: a full slot is shown, not chosen). */
  | { type: 'user.chooseSlot'; slot: string }
  /** The previous delivery step; from the first, back to the payment step when the cart holds a choice. */
  | { type: 'user.back' }
  /** From the payment step: change the saved delivery choice. */
  | { type: 'user.changeDelivery' }
  | { type: 'user.selectPayment'; method: PaymentMethod }
  | { type: 'user.proceed' }
  | { type: 'payment.succeeded'; reference: string }
  | { type: 'payment.cancelled' }
  | { type: 'payment.failed'; message?: string }
  | { type: 'payment.pending' };

export type CheckoutOutput =
  | { outcome: 'orderPlaced'; paymentMethod: PaymentMethod; order: unknown }
  | { outcome: 'emptyCart'; error: string };

/**
 * An actor's failure as the checkout reports it: the refusal of the delivery choice it is, else `otherwise` with
 * its message. Written as the params of the guard and action that handle it.
 */
function failure(otherwise: CheckoutErrorKind) {
  return ({ event }: { event: { error: unknown } }): CheckoutError =>
    deliveryRefusalOf(event.error) ?? { kind: otherwise, message: toErrorMessage(event.error) };
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    saveDelivery: fromPromise<SavedDelivery, CartDeliveryPayload>(async () => {
      throw new Error('provide saveDelivery');
    }),
    initializePayment: fromPromise<PaymentSession, void>(async () => {
      throw new Error('provide initializePayment');
    }),
    placeOrder: fromPromise<unknown, PlaceOrderInput>(async () => {
      throw new Error('provide placeOrder');
    }),
  },
  guards: {
    cartIsEmpty: ({ context }) => context.itemCount <= 0,
    deliverySaved: ({ context }) => context.savedDelivery !== null,
    needsArea: ({ context }) => missingStep(context.delivery) === 'choosingArea',
    needsAddress: ({ context }) => missingStep(context.delivery) === 'enteringAddress',
    needsSlot: ({ context }) => missingStep(context.delivery) === 'choosingSlot',
    choosesDelivery: ({ event }) => event.type === 'user.chooseMethod' && event.method === 'delivery',
    isDelivery: ({ context }) => context.delivery.method === 'delivery',
    addressBlank: ({ event }) => event.type === 'user.enterAddress' && event.address.trim() === '',
    cartBelowMinimum: (_, saved: SavedDelivery) => saved.belowMinimum !== null,
    refusesDelivery: (_, error: CheckoutError) => isDeliveryRefusal(error.kind),
    noPaymentMethod: ({ context }) => context.paymentMethod === null,
    payOnDelivery: ({ context }) => context.paymentMethod === 'on_delivery',
    alreadyPaid: ({ context }) => context.paidReference !== null,
  },
  actions: {
    // A new method or area has other slots (and pickup no area): what depends on a changed answer goes.
    chooseMethod: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseMethod');
      const { delivery } = context;
      if (delivery.method === event.method) return { error: null };
      return {
        error: null,
        delivery: { ...delivery, method: event.method, area: null, slot: null },
      };
    }),
    chooseArea: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseArea');
      const { delivery } = context;
      if (delivery.area === event.area) return { error: null };
      return { error: null, delivery: { ...delivery, area: event.area, slot: null } };
    }),
    enterAddress: assign(({ context, event }) => {
      assertEvent(event, 'user.enterAddress');
      return {
        error: null,
        delivery: {
          ...context.delivery,
          address: event.address.trim(),
          landmark: event.landmark?.trim() ?? '',
          note: event.note?.trim() ?? '',
        },
      };
    }),
    chooseSlot: assign(({ context, event }) => {
      assertEvent(event, 'user.chooseSlot');
      return { error: null, delivery: { ...context.delivery, slot: event.slot } };
    }),
    keepSavedDelivery: assign({
      savedDelivery: ({ context }) => toCartDeliveryPayload(context.delivery),
    }),
    // Leaving a change unfinished: the steps show the choice the cart holds again.
    restoreSavedDelivery: assign({
      delivery: ({ context }) =>
        context.savedDelivery ? draftOfPayload(context.savedDelivery) : context.delivery,
      error: null,
    }),
    // The cart's choice no longer stands; the checkout resumes at the step that answers the refusal.
    refuseDelivery: assign(({ context }, error: CheckoutError) => ({
      error,
      savedDelivery: null,
      delivery: isDeliveryRefusal(error.kind)
        ? withoutRefused(context.delivery, error.kind)
        : context.delivery,
    })),
    selectPayment: assign(({ event }) => {
      assertEvent(event, 'user.selectPayment');
      return { paymentMethod: event.method, error: null };
    }),
    showError: assign({ error: (_, params: CheckoutError) => params }),
    clearError: assign({ error: null }),
    recordPayment: assign(({ event }) => {
      assertEvent(event, 'payment.succeeded');
      return { paidReference: event.reference, payment: null };
    }),
    // Cancel or close: the spec's message; a failure: the provider's message when it gives one.
    reportUnsuccessfulPayment: assign({
      payment: null,
      error: ({ event }): CheckoutError => ({
        kind: 'paymentUnsuccessful',
        message: (event.type === 'payment.failed' && event.message?.trim()) || PAYMENT_UNSUCCESSFUL_MESSAGE,
      }),
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => {
    const delivery = draftOfRemembered(input.delivery);
    return {
      itemCount: input.itemCount,
      delivery,
      savedDelivery: missingStep(delivery) === null ? toCartDeliveryPayload(delivery) : null,
      paymentMethod: null,
      payment: null,
      paidReference: null,
      error: null,
      order: undefined,
    };
  },
  initial: 'checkingCart',
  states: {
    checkingCart: {
      always: [
        {
          guard: 'cartIsEmpty',
          target: 'emptyCart',
          actions: { type: 'showError', params: { kind: 'emptyCart', message: EMPTY_CART_MESSAGE } },
        },
        { guard: 'deliverySaved', target: 'choosing' },
        { target: 'delivery' },
      ],
    },
    delivery: {
      description: 'How and when the order comes, one question at a time; saved to the cart at the end.',
      initial: 'resuming',
      states: {
        // The first question the choice has no answer to: a remembered choice without its slot, or one the
        // server refused, resumes where it needs the shopper.
        resuming: {
          always: [
            { guard: 'needsSlot', target: 'choosingSlot' },
            { guard: 'needsArea', target: 'choosingArea' },
            { guard: 'needsAddress', target: 'enteringAddress' },
            { target: 'choosingMethod' },
          ],
        },
        choosingMethod: {
          description: 'Delivery or pickup at the farm.',
          on: {
            'user.chooseMethod': [
              { guard: 'choosesDelivery', target: 'choosingArea', actions: 'chooseMethod' },
              { target: 'choosingSlot', actions: 'chooseMethod' },
            ],
            'user.back': {
              guard: 'deliverySaved',
              target: '#checkout.choosing',
              actions: 'restoreSavedDelivery',
            },
          },
        },
        choosingArea: {
          description: 'The area the order is delivered to (its fee and minimum order).',
          on: {
            'user.chooseArea': { target: 'enteringAddress', actions: 'chooseArea' },
            'user.back': { target: 'choosingMethod', actions: 'clearError' },
          },
        },
        enteringAddress: {
          description: 'The address, a landmark the rider finds it by, and a note for the rider.',
          on: {
            'user.enterAddress': [
              {
                guard: 'addressBlank',
                actions: {
                  type: 'showError',
                  params: { kind: 'addressMissing', message: DELIVERY_ERROR_DETAILS.addressMissing },
                },
              },
              { target: 'choosingSlot', actions: 'enterAddress' },
            ],
            'user.back': { target: 'choosingArea', actions: 'clearError' },
          },
        },
        choosingSlot: {
          description: 'The day and window: delivered in it, or ready to collect.',
          on: {
            'user.chooseSlot': { target: 'saving', actions: 'chooseSlot' },
            'user.back': [
              // Once the provider has taken the money (its fee included), only the slot can change.
              { guard: 'alreadyPaid' },
              { guard: 'isDelivery', target: 'enteringAddress', actions: 'clearError' },
              { target: 'choosingMethod', actions: 'clearError' },
            ],
          },
        },
        saving: {
          description: 'The choice is saved to the cart, which answers with its fee and total.',
          entry: 'clearError',
          invoke: {
            id: 'saveDelivery',
            src: 'saveDelivery',
            input: ({ context }) => toCartDeliveryPayload(context.delivery),
            onDone: [
              {
                guard: { type: 'cartBelowMinimum', params: ({ event }) => event.output },
                target: 'resuming',
                actions: {
                  type: 'refuseDelivery',
                  params: ({ event }) => ({
                    kind: 'belowMinimum',
                    message: toErrorMessage(event.output.belowMinimum),
                  }),
                },
              },
              { target: '#checkout.choosing', actions: 'keepSavedDelivery' },
            ],
            onError: [
              {
                guard: {
                  type: 'refusesDelivery',
                  params: failure('deliveryNotSaved'),
                },
                target: 'resuming',
                actions: {
                  type: 'refuseDelivery',
                  params: failure('deliveryNotSaved'),
                },
              },
              {
                target: 'choosingSlot',
                actions: {
                  type: 'showError',
                  params: failure('deliveryNotSaved'),
                },
              },
            ],
          },
        },
      },
    },
    choosing: {
      description: 'The payment method, with the delivery choice saved (and changeable until paid).',
      on: {
        // Once the provider has taken the money, the method is settled: a retry places the order
        // against that payment instead of charging again.
        'user.selectPayment': { guard: not('alreadyPaid'), actions: 'selectPayment' },
        'user.changeDelivery': { guard: not('alreadyPaid'), target: 'delivery', actions: 'clearError' },
        'user.proceed': [
          { guard: 'alreadyPaid', target: 'placingOrder' },
          {
            guard: 'noPaymentMethod',
            actions: {
              type: 'showError',
              params: { kind: 'noPaymentMethod', message: SELECT_PAYMENT_MESSAGE },
            },
          },
          { guard: 'payOnDelivery', target: 'placingOrder' },
          { target: 'initializingPayment' },
        ],
      },
    },
    initializingPayment: {
      description: 'The payment is being opened (pay now).',
      entry: 'clearError',
      invoke: {
        id: 'initializePayment',
        src: 'initializePayment',
        onDone: { target: 'awaitingPayment', actions: assign({ payment: ({ event }) => event.output }) },
        onError: [
          {
            guard: {
              type: 'refusesDelivery',
              params: failure('paymentNotOpened'),
            },
            target: 'delivery',
            actions: {
              type: 'refuseDelivery',
              params: failure('paymentNotOpened'),
            },
          },
          {
            target: 'choosing',
            actions: {
              type: 'showError',
              params: failure('paymentNotOpened'),
            },
          },
        ],
      },
    },
    // The provider popup is open.
    awaitingPayment: {
      description: "The provider's popup is open.",
      on: {
        'payment.succeeded': { target: 'placingOrder', actions: 'recordPayment' },
        'payment.pending': { target: 'paymentPending' },
        'payment.cancelled': { target: 'choosing', actions: 'reportUnsuccessfulPayment' },
        'payment.failed': { target: 'choosing', actions: 'reportUnsuccessfulPayment' },
      },
    },
    // A bank transfer is on its way. Closing the popup does not cancel it (the money may still arrive,
    // and the server turns a paid payment into an order), so only the provider's verdict leaves here.
    paymentPending: {
      description: 'A bank transfer is on its way; only the provider can end the wait.',
      on: {
        'payment.succeeded': { target: 'placingOrder', actions: 'recordPayment' },
        'payment.failed': { target: 'choosing', actions: 'reportUnsuccessfulPayment' },
      },
    },
    placingOrder: {
      description: 'The order is being placed.',
      entry: 'clearError',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }): PlaceOrderInput =>
          context.paidReference !== null
            ? { paymentMethod: 'pay_now', reference: context.paidReference }
            : { paymentMethod: 'on_delivery' },
        onDone: { target: 'done', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          // A full slot, a cart now below the minimum...: back to the delivery step that answers it. A payment
          // already made stays: the order is then placed against it.
          {
            guard: {
              type: 'refusesDelivery',
              params: failure('orderNotPlaced'),
            },
            target: 'delivery',
            actions: {
              type: 'refuseDelivery',
              params: failure('orderNotPlaced'),
            },
          },
          {
            target: 'choosing',
            actions: {
              type: 'showError',
              params: failure('orderNotPlaced'),
            },
          },
        ],
      },
    },
    done: { type: 'final', description: 'The order is placed.' },
    emptyCart: { type: 'final', description: 'Nothing in the cart: the checkout ends at once.' },
  },
  output: ({ context }): CheckoutOutput =>
    context.itemCount <= 0
      ? { outcome: 'emptyCart', error: EMPTY_CART_MESSAGE }
      : {
          outcome: 'orderPlaced',
          paymentMethod: context.paidReference !== null ? 'pay_now' : 'on_delivery',
          order: context.order,
        },
});
