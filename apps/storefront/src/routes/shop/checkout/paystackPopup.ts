import type { CheckoutEvent, PaymentSession } from '@farmkit/flows';
import type { PaystackTransactionOptions, PopupTransaction } from '@paystack/inline-js';

/** The part of a `PaystackPop` the checkout uses. */
export interface PaystackPopup {
  newTransaction(options: PaystackTransactionOptions): PopupTransaction;
  cancelTransaction(transaction?: PopupTransaction): void;
}

/**
 * Opens the popup for the payment the server initialized and reports how it ends as one checkout event
 * (a pending bank transfer, then possibly its verdict). Returns what closes it; its callbacks are ignored after.
 */
export function openPaystackPopup(
  popup: PaystackPopup,
  { accessCode, reference }: PaymentSession,
  send: (event: CheckoutEvent) => void,
): () => void {
  let finished = false;
  const report = (event: CheckoutEvent) => {
    if (finished) return;
    finished = true;
    send(event);
  };
  // Paystack reports a pending bank transfer by cancelling the transaction first, then calling the transfer
  // callback in the same go: the cancel waits a microtask, so the transfer (which may still pay) wins.
  let transferPending = false;
  // newTransaction with the access code is what resumeTransaction does, except that resumeTransaction drops
  // the bank-transfer callback.
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
      if (!finished) send({ type: 'payment.pending' });
    },
  });
  return () => {
    if (finished) return;
    finished = true;
    popup.cancelTransaction(transaction);
  };
}
