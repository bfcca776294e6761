import type { CheckoutEvent } from '@farmkit/flows';
import type { PaystackTransactionOptions, PopupTransaction } from '@paystack/inline-js';
import { describe, expect, it } from 'vitest';
import { openPaystackPopup, type PaystackPopup } from './paystackPopup';

const payment = { accessCode: 'ac_live_1', reference: 'fk_1' };

/** A popup that records how it was opened and lets the test play Paystack's part. */
function fakePopup() {
  let options: PaystackTransactionOptions | undefined;
  const transaction: PopupTransaction = { id: 42 };
  const cancelled: PopupTransaction[] = [];
  const popup: PaystackPopup = {
    newTransaction(given) {
      options = given;
      return transaction;
    },
    cancelTransaction(which) {
      if (which) cancelled.push(which);
      options?.onCancel?.();
    },
  };
  const events: CheckoutEvent[] = [];
  const close = openPaystackPopup(popup, payment, (event) => events.push(event));
  const paystack = () => options as PaystackTransactionOptions;
  // Lets a deferred cancel report.
  const settle = () => new Promise((resolve) => setTimeout(resolve));
  return { paystack, events, close, cancelled, settle };
}

describe('openPaystackPopup', () => {
  it('resumes the transaction the server initialized', () => {
    expect(fakePopup().paystack().accessCode).toBe('ac_live_1');
  });

  it('reports a payment with the reference the server gave it', () => {
    const { paystack, events } = fakePopup();
    paystack().onSuccess?.({ id: 1, reference: 'fk_1', message: 'Approved' });
    expect(events).toEqual([{ type: 'payment.succeeded', reference: 'fk_1' }]);
  });

  it('reports a closed popup as cancelled', async () => {
    const { paystack, events, settle } = fakePopup();
    paystack().onCancel?.();
    await settle();
    expect(events).toEqual([{ type: 'payment.cancelled' }]);
  });

  it("reports a failure with Paystack's message", () => {
    const { paystack, events } = fakePopup();
    paystack().onError?.({ message: 'Transaction could not be loaded' });
    expect(events).toEqual([{ type: 'payment.failed', message: 'Transaction could not be loaded' }]);
  });

  it('reports a pending bank transfer, not the cancel Paystack sends before it', async () => {
    const { paystack, events, settle } = fakePopup();
    paystack().onCancel?.();
    paystack().onBankTransferConfirmationPending?.();
    await settle();
    expect(events).toEqual([{ type: 'payment.pending' }]);
  });

  it('closes the popup when the page stops waiting, and reports nothing after', async () => {
    const { paystack, events, close, cancelled, settle } = fakePopup();
    close();
    paystack().onSuccess?.({ id: 1, reference: 'fk_1', message: 'Approved' });
    await settle();
    expect(cancelled).toEqual([{ id: 42 }]);
    expect(events).toEqual([]);
  });
});
