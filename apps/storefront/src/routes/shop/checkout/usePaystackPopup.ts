import type { CheckoutEvent, PaymentSession } from '@farmkit/flows';
import { useEffect } from 'react';

const POPUP_UNAVAILABLE = "We couldn't open the payment window. Check your connection, then try again.";

/**
 * Opens Paystack's popup for `payment` (null: none) and reports how it ended as checkout events.
 * The library is loaded on first use, so the shop's code does not carry it.
 */
export function usePaystackPopup(payment: PaymentSession | null, send: (event: CheckoutEvent) => void) {
  const accessCode = payment?.accessCode;
  const reference = payment?.reference;
  useEffect(() => {
    if (accessCode === undefined || reference === undefined) return;
    // Set once the page no longer waits on this popup: its late callbacks are ignored.
    let finished = false;
    const report = (event: CheckoutEvent) => {
      if (finished) return;
      finished = true;
      send(event);
    };
    let close = () => {};
    import('@paystack/inline-js').then(
      ({ default: PaystackPop }) => {
        if (finished) return;
        const popup = new PaystackPop();
        // A pending bank transfer first cancels the transaction, then reports the transfer, in one go:
        // the cancel waits a microtask so that the transfer, which may still pay, wins.
        let transferPending = false;
        // newTransaction with the access code is what resumeTransaction does, except that resumeTransaction
        // drops the bank-transfer callback.
        const transaction = popup.newTransaction({
          accessCode,
          onSuccess: () => report({ type: 'payment.succeeded', reference }),
          onCancel: () =>
            queueMicrotask(() => {
              if (!transferPending) report({ type: 'payment.cancelled' });
            }),
          onError: ({ message }) => report({ type: 'payment.failed', message }),
          onBankTransferConfirmationPending: () => {
            transferPending = true;
            send({ type: 'payment.pending' });
          },
        });
        close = () => popup.cancelTransaction(transaction);
      },
      () => report({ type: 'payment.failed', message: POPUP_UNAVAILABLE }),
    );
    return () => {
      const open = !finished;
      finished = true;
      if (open) close();
    };
  }, [accessCode, reference, send]);
}
