import { checkoutMachine, type PaymentSession } from '@farmkit/flows';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { hostedPageActor, hostedPaymentStorage, returnedPaymentOf, withoutReturnParams } from './hostedPage';

const reference = 'fk_8d41b2e07c9a4f13a6e5d2c1';
const query = (search: string) => new URLSearchParams(search);
/** The cart's delivery choice: collected at the farm, its slot still open. */
const pickup = {
  method: 'pickup',
  area: null,
  slot: { id: '3:2026-11-28' },
  address: '',
  landmark: '',
  note: '',
} as const;

describe('the payment the shopper comes back from', () => {
  it('is the one Flutterwave names, placed whatever its status but cancelled', () => {
    expect(returnedPaymentOf(query(`status=successful&tx_ref=${reference}&transaction_id=1`), null)).toEqual({
      reference,
      outcome: 'paid',
    });
    // The address proves nothing: the server asks Flutterwave, and a failed payment is refused there.
    expect(returnedPaymentOf(query(`status=failed&tx_ref=${reference}`), null)).toEqual({
      reference,
      outcome: 'paid',
    });
    expect(returnedPaymentOf(query(`status=cancelled&tx_ref=${reference}`), 'fk_other')).toEqual({
      reference,
      outcome: 'cancelled',
    });
  });

  it("without Flutterwave's parameters, is the payment the tab left for, for the server to check", () => {
    expect(returnedPaymentOf(query(''), reference)).toEqual({ reference, outcome: 'paid' });
    expect(returnedPaymentOf(query('tx_ref=%20'), reference)).toEqual({ reference, outcome: 'paid' });
    expect(returnedPaymentOf(query('status=cancelled'), null)).toBeNull();
    expect(returnedPaymentOf(query(''), null)).toBeNull();
  });

  it("leaves the address without Flutterwave's parameters, and only those", () => {
    expect(
      withoutReturnParams(
        query(`status=successful&tx_ref=${reference}&transaction_id=1&utm_source=sms`),
      ).toString(),
    ).toBe('utm_source=sms');
  });
});

/** Flutterwave's Standard checkout, as the API opens it. */
const hostedPayment: PaymentSession = {
  accessCode: 'https://checkout.flutterwave.com/v3/hosted/pay/4c9e',
  reference,
  authorizationUrl: 'https://checkout.flutterwave.com/v3/hosted/pay/4c9e',
};

describe("leaving for the provider's page", () => {
  // The tab's storage and page events, as a browser has them.
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A checkout at the payment step (the cart holds a pickup slot) that pays now, on the provider's page. */
  async function leaveWith(leavePage: (url: string) => void) {
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          initializePayment: fromPromise(async () => hostedPayment),
          openHostedPage: hostedPageActor(leavePage),
        },
      }),
      { input: { itemCount: 2, delivery: pickup } },
    ).start();
    actor.send({ type: 'user.selectPayment', method: 'pay_now' });
    actor.send({ type: 'user.proceed' });
    await waitFor(actor, (snapshot) => !snapshot.matches('initializingPayment'));
    return actor;
  }

  it('remembers the payment for this tab, then goes to the page', async () => {
    const leftFor: Array<{ url: string; remembered: string | null }> = [];
    const actor = await leaveWith((url) => leftFor.push({ url, remembered: hostedPaymentStorage.get() }));
    expect(actor.getSnapshot().value).toBe('redirectingToPayment');
    expect(leftFor).toEqual([{ url: hostedPayment.authorizationUrl, remembered: reference }]);
  });

  it('hears the page brought back as it was left (Back) as a closed page, and forgets the payment', async () => {
    const actor = await leaveWith(() => {});
    expect(hostedPaymentStorage.get()).toBe(reference);
    // A fresh load is not a return to this page.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(actor.getSnapshot().value).toBe('redirectingToPayment');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error?.message).toBe('Payment unsuccessful');
    expect(hostedPaymentStorage.get()).toBeNull();
  });

  it('says so when the page cannot be opened, and forgets the payment', async () => {
    const actor = await leaveWith(() => {
      throw new TypeError("Failed to execute 'assign' on 'Location': 'x' is not a valid URL.");
    });
    const back = actor.getSnapshot();
    expect(back.value).toBe('choosing');
    expect(back.context.error).toEqual({
      kind: 'paymentNotOpened',
      message: "We couldn't open the payment page. Check your connection, then try again.",
    });
    expect(hostedPaymentStorage.get()).toBeNull();
  });
});
