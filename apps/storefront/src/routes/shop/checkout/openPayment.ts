import type { PaymentInit } from '@farmkit/contract';
import type { PaymentSession } from '@farmkit/flows';
import { type EventObject, fromCallback } from 'xstate';
import { openPaystackPopup } from './paystackPopup';

const POPUP_UNAVAILABLE = "We couldn't open the payment window. Check your connection, then try again.";

/**
 * The checkout's `openPayment`: Paystack's popup for a Paystack payment (`providerOf` names who opened it), closed
 * when the checkout stops waiting. The library is loaded on first use, so the shop's code does not carry it. The
 * sandbox's test checkout is a dialog of the page itself (SandboxCheckout): nothing to open.
 */
export function paymentPopupActor(providerOf: (reference: string) => PaymentInit['provider'] | undefined) {
  return fromCallback<EventObject, PaymentSession>(({ input, sendBack }) => {
    if (providerOf(input.reference) !== 'paystack') return;
    let disposed = false;
    let close = () => {};
    import('@paystack/inline-js').then(
      ({ default: PaystackPop }) => {
        if (!disposed) close = openPaystackPopup(new PaystackPop(), input, sendBack);
      },
      () => {
        if (!disposed) sendBack({ type: 'payment.failed', message: POPUP_UNAVAILABLE });
      },
    );
    return () => {
      disposed = true;
      close();
    };
  });
}
