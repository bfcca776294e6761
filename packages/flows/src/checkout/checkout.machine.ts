import {
  type CartDeliveryPayload,
  DELIVERY_ERROR_DETAILS,
  type DeliveryMethod,
  ERROR_CODES,
} from '@farmkit/contract';
import { assertEvent, assign, type EventObject, fromCallback, fromPromise, not, setup } from 'xstate';
import { errorCode } from '../shared/error-code';
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
  /**
   * The payment the shopper comes back from on the provider's own page (the checkout started with
   * `redirectingToPayment`, then the page was left): the checkout resumes with it instead of starting over.
   */
  returnedPayment?: ReturnedPayment | null;
}

/**
 * How the shopper came back from the provider's page. 'paid': the order is placed against `reference`, and the
 * server verifies it with the provider (the address the shopper came back by proves nothing, so 'paid' is also
 * what an app says when it only knows which payment the shopper left for). 'cancelled': the shopper closed the
 * page, as closing the popup.
 */
export interface ReturnedPayment {
  reference: string;
  outcome: 'paid' | 'cancelled';
}

/** What the provider's checkout needs, and the reference the order will name. */
export interface PaymentSession {
  accessCode: string;
  reference: string;
  /**
   * The provider's own checkout page (Flutterwave's), when it takes the payment there instead of in a popup on the
   * shop's page: the shopper leaves for it, and comes back to the checkout (`CheckoutInput.returnedPayment`).
   */
  authorizationUrl?: string;
}

/** Where `openHostedPage` sends the shopper, and the payment they will come back with. */
export interface HostedPayment {
  reference: string;
  authorizationUrl: string;
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
  /**
   * The reference of the payment the shopper came back from on the provider's page, until the server confirms it
   * (it places the order, or refuses the delivery choice: then it is `paidReference`) or denies it.
   */
  returnedReference: string | null;
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

/**
 * The server's answers to an order placed against a payment it has no paid transaction for: not verified (unpaid,
 * or not for this cart), or an empty cart that no order was paid by.
 */
const UNPAID_CODES: ReadonlySet<string | undefined> = new Set([
  ERROR_CODES.paymentNotVerified,
  ERROR_CODES.emptyCart,
]);

/** What an actor resolved with, or failed with: the params of the action or guard that handles it. */
const orderOf = ({ event }: { event: { output: unknown } }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** The order to place: against the payment the shopper made or came back from, else paid on delivery. */
function placementOf(context: CheckoutContext): PlaceOrderInput {
  const reference = context.returnedReference ?? context.paidReference;
  return reference !== null ? { paymentMethod: 'pay_now', reference } : { paymentMethod: 'on_delivery' };
}

/** The payment being made; the states that open it are only entered with one. */
function openPaymentOf({ payment }: CheckoutContext): PaymentSession {
  if (payment === null) throw new Error('no payment is open');
  return payment;
}

/** The payment being made on the provider's page; `redirectingToPayment` is only entered with one. */
function hostedPaymentOf(context: CheckoutContext): HostedPayment {
  const { reference, authorizationUrl } = openPaymentOf(context);
  if (authorizationUrl === undefined) throw new Error('the payment has no page of its own');
  return { reference, authorizationUrl };
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
    /**
     * Opens the provider's checkout on the shop's page (Paystack's popup) and reports how it ends as `payment.*`
     * events; what it returns closes it when the checkout stops waiting. Unlike the other actors it has a body:
     * an app whose page shows the checkout itself (a test dialog, a mobile-money prompt) sends those events from
     * the page, and has nothing to open.
     */
    openPayment: fromCallback<EventObject, PaymentSession>(() => {}),
    /**
     * Sends the shopper to the provider's own page (a full-page navigation), remembering the payment so the
     * checkout can resume with it (`returnedPayment`) when they come back. It sends `payment.cancelled` if the
     * shopper comes back to this very page without a new load (the browser's Back).
     */
    openHostedPage: fromCallback<EventObject, HostedPayment>(() => {
      throw new Error('provide openHostedPage');
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
    backFromProvider: ({ context }) => context.returnedReference !== null,
    // Paid, or maybe paid on the provider's page: the method is settled until the server says otherwise.
    paymentMade: ({ context }) => context.paidReference !== null || context.returnedReference !== null,
    opensHostedPage: (_, session: PaymentSession) => session.authorizationUrl !== undefined,
    providerDeniesPayment: (_, error: unknown) => UNPAID_CODES.has(errorCode(error)),
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
    keepPayment: assign({ payment: (_, session: PaymentSession) => session }),
    closePayment: assign({ payment: null }),
    keepOrder: assign({ order: (_, order: unknown) => order }),
    recordPayment: assign(({ event }) => {
      assertEvent(event, 'payment.succeeded');
      return { paidReference: event.reference, payment: null };
    }),
    // The server took the payment the shopper came back with as paid: a retry places the order against it.
    confirmReturnedPayment: assign({
      paidReference: ({ context }) => context.returnedReference ?? context.paidReference,
      returnedReference: null,
    }),
    // The provider has no paid transaction for it: as a payment that did not go through, the shopper chooses again.
    forgetReturnedPayment: assign({
      returnedReference: null,
      error: { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE },
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
    const returned = input.returnedPayment ?? null;
    return {
      itemCount: input.itemCount,
      delivery,
      savedDelivery: missingStep(delivery) === null ? toCartDeliveryPayload(delivery) : null,
      paymentMethod: returned === null ? null : 'pay_now',
      payment: null,
      paidReference: null,
      returnedReference: returned?.outcome === 'paid' ? returned.reference : null,
      // Back from a page the shopper closed: as a closed popup, at the choice with Pay Now still chosen.
      error:
        returned?.outcome === 'cancelled'
          ? { kind: 'paymentUnsuccessful', message: PAYMENT_UNSUCCESSFUL_MESSAGE }
          : null,
      order: undefined,
    };
  },
  initial: 'checkingCart',
  states: {
    checkingCart: {
      always: [
        // Before the cart: the payment's own webhook may have placed the order and emptied the cart already,
        // and placing it again answers that order.
        { guard: 'backFromProvider', target: 'resumingPayment' },
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
        'user.selectPayment': { guard: not('paymentMade'), actions: 'selectPayment' },
        'user.changeDelivery': { guard: not('paymentMade'), target: 'delivery', actions: 'clearError' },
        'user.proceed': [
          { guard: 'backFromProvider', target: 'resumingPayment' },
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
        onDone: [
          {
            guard: { type: 'opensHostedPage', params: ({ event }) => event.output },
            target: 'redirectingToPayment',
            actions: { type: 'keepPayment', params: ({ event }) => event.output },
          },
          {
            target: 'awaitingPayment',
            actions: { type: 'keepPayment', params: ({ event }) => event.output },
          },
        ],
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
    // The popup stays open through both: Paystack's shows a pending transfer until it arrives or fails.
    awaitingPayment: {
      description:
        "The provider's checkout is open on the shop's page (its popup, or the page's own dialog).",
      invoke: {
        id: 'openPayment',
        src: 'openPayment',
        input: ({ context }) => openPaymentOf(context),
        onError: {
          target: 'choosing',
          actions: ['closePayment', { type: 'showError', params: failure('paymentNotOpened') }],
        },
      },
      on: {
        'payment.succeeded': { target: 'placingOrder', actions: 'recordPayment' },
        'payment.failed': { target: 'choosing', actions: 'reportUnsuccessfulPayment' },
      },
      initial: 'paying',
      states: {
        paying: {
          description: 'The shopper pays, or closes the checkout.',
          on: {
            'payment.pending': { target: 'paymentPending' },
            'payment.cancelled': { target: '#checkout.choosing', actions: 'reportUnsuccessfulPayment' },
          },
        },
        // Closing the popup does not cancel a transfer (the money may still arrive, and the server turns a paid
        // payment into an order), so only the provider's verdict leaves here.
        paymentPending: {
          description: 'A bank transfer is on its way; only the provider can end the wait.',
        },
      },
    },
    redirectingToPayment: {
      description:
        "The shopper is on the way to the provider's own page to pay; the checkout starts again when they come " +
        'back (input.returnedPayment).',
      invoke: {
        id: 'openHostedPage',
        src: 'openHostedPage',
        input: ({ context }) => hostedPaymentOf(context),
        onError: {
          target: 'choosing',
          actions: ['closePayment', { type: 'showError', params: failure('paymentNotOpened') }],
        },
      },
      on: {
        // Back on this very page (the browser kept it): the page was closed unpaid.
        'payment.cancelled': { target: 'choosing', actions: 'reportUnsuccessfulPayment' },
      },
    },
    // Back from the provider's page (input.returnedPayment 'paid'), or retrying after the placement failed.
    resumingPayment: {
      description:
        "Back from the provider's page: the order is placed against the payment, which the server verifies.",
      entry: 'clearError',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placementOf(context),
        onDone: {
          target: 'done',
          actions: ['confirmReturnedPayment', { type: 'keepOrder', params: orderOf }],
        },
        onError: [
          // Not paid (the shopper went back without paying, or the payment failed): as a cancelled payment.
          {
            guard: { type: 'providerDeniesPayment', params: errorOf },
            target: 'checkingCart',
            actions: 'forgetReturnedPayment',
          },
          {
            guard: {
              type: 'refusesDelivery',
              params: failure('orderNotPlaced'),
            },
            target: 'delivery',
            actions: [
              'confirmReturnedPayment',
              {
                type: 'refuseDelivery',
                params: failure('orderNotPlaced'),
              },
            ],
          },
          // The server could not answer (the provider unreachable...): Proceed asks again.
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
    placingOrder: {
      description: 'The order is being placed.',
      entry: 'clearError',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placementOf(context),
        onDone: { target: 'done', actions: { type: 'keepOrder', params: orderOf } },
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
  // An empty cart can end placed: the order of a payment the shopper came back from, placed by its webhook.
  output: ({ context }): CheckoutOutput =>
    context.error?.kind === 'emptyCart'
      ? { outcome: 'emptyCart', error: EMPTY_CART_MESSAGE }
      : {
          outcome: 'orderPlaced',
          paymentMethod: context.paidReference !== null ? 'pay_now' : 'on_delivery',
          order: context.order,
        },
});
