import { assign, fromPromise, not, setup } from 'xstate';
import {
  EMPTY_CART_MESSAGE,
  PAYMENT_UNSUCCESSFUL_MESSAGE,
  SELECT_PAYMENT_MESSAGE,
  toErrorMessage,
} from '../shared/messages';

export type PaymentMethod = 'pay_now' | 'on_delivery';

export interface CheckoutInput {
  /** Lines in the cart when checkout opens. */
  itemCount: number;
}

/** What the provider popup needs, and the reference the order will name. */
export interface PaymentSession {
  accessCode: string;
  reference: string;
}

export type PlaceOrderInput =
  | { paymentMethod: 'on_delivery' }
  | { paymentMethod: 'pay_now'; reference: string };

/**
 * What went wrong, by kind, so a screen places each where it belongs (the payment choice, the checkout's alert)
 * without comparing message texts.
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
  | 'orderNotPlaced';

export interface CheckoutError {
  kind: CheckoutErrorKind;
  message: string;
}

export interface CheckoutContext {
  itemCount: number;
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
  | { type: 'user.selectPayment'; method: PaymentMethod }
  | { type: 'user.proceed' }
  | { type: 'payment.succeeded'; reference: string }
  | { type: 'payment.cancelled' }
  | { type: 'payment.failed'; message?: string }
  | { type: 'payment.pending' };

export type CheckoutOutput =
  | { outcome: 'orderPlaced'; paymentMethod: PaymentMethod; order: unknown }
  | { outcome: 'emptyCart'; error: string };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    output: {} as CheckoutOutput,
  },
  actors: {
    initializePayment: fromPromise<PaymentSession, void>(async () => {
      throw new Error('provide initializePayment');
    }),
    placeOrder: fromPromise<unknown, PlaceOrderInput>(async () => {
      throw new Error('provide placeOrder');
    }),
  },
  guards: {
    cartIsEmpty: ({ context }) => context.itemCount <= 0,
    noPaymentMethod: ({ context }) => context.paymentMethod === null,
    payOnDelivery: ({ context }) => context.paymentMethod === 'on_delivery',
    alreadyPaid: ({ context }) => context.paidReference !== null,
  },
  actions: {
    selectPayment: assign({
      paymentMethod: ({ context, event }) =>
        event.type === 'user.selectPayment' ? event.method : context.paymentMethod,
      error: null,
    }),
    showError: assign({ error: (_, params: CheckoutError) => params }),
    clearError: assign({ error: null }),
    recordPayment: assign({
      paidReference: ({ context, event }) =>
        event.type === 'payment.succeeded' ? event.reference : context.paidReference,
      payment: null,
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
  context: ({ input }) => ({
    itemCount: input.itemCount,
    paymentMethod: null,
    payment: null,
    paidReference: null,
    error: null,
    order: undefined,
  }),
  initial: 'checkingCart',
  states: {
    checkingCart: {
      always: [
        {
          guard: 'cartIsEmpty',
          target: 'emptyCart',
          actions: { type: 'showError', params: { kind: 'emptyCart', message: EMPTY_CART_MESSAGE } },
        },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: {
        // Once the provider has taken the money, the method is settled: a retry places the order
        // against that payment instead of charging again.
        'user.selectPayment': { guard: not('alreadyPaid'), actions: 'selectPayment' },
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
      entry: 'clearError',
      invoke: {
        id: 'initializePayment',
        src: 'initializePayment',
        onDone: { target: 'awaitingPayment', actions: assign({ payment: ({ event }) => event.output }) },
        onError: {
          target: 'choosing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ kind: 'paymentNotOpened', message: toErrorMessage(event.error) }),
          },
        },
      },
    },
    // The provider popup is open.
    awaitingPayment: {
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
      on: {
        'payment.succeeded': { target: 'placingOrder', actions: 'recordPayment' },
        'payment.failed': { target: 'choosing', actions: 'reportUnsuccessfulPayment' },
      },
    },
    placingOrder: {
      entry: 'clearError',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }): PlaceOrderInput =>
          context.paidReference !== null
            ? { paymentMethod: 'pay_now', reference: context.paidReference }
            : { paymentMethod: 'on_delivery' },
        onDone: { target: 'done', actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: 'choosing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ kind: 'orderNotPlaced', message: toErrorMessage(event.error) }),
          },
        },
      },
    },
    done: { type: 'final' },
    emptyCart: { type: 'final' },
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
