import type { CheckoutEvent, PaymentSession } from '@farmkit/flows';
import { useEffect } from 'react';
import { openPaystackPopup } from './paystackPopup';

const POPUP_UNAVAILABLE = "We couldn't open the payment window. Check your connection, then try again.";

/**
 * Opens Paystack's popup for `payment` (null: none) while the page waits on it, and closes it when the page
 * stops waiting. The library is loaded on first use, so the shop's code does not carry it.
 */
export function usePaystackPopup(payment: PaymentSession | null, send: (event: CheckoutEvent) => void) {
  const accessCode = payment?.accessCode;
  const reference = payment?.reference;
  useEffect(() => {
    if (accessCode === undefined || reference === undefined) return;
    let disposed = false;
    let close = () => {};
    import('@paystack/inline-js').then(
      ({ default: PaystackPop }) => {
        if (!disposed) close = openPaystackPopup(new PaystackPop(), { accessCode, reference }, send);
      },
      () => {
        if (!disposed) send({ type: 'payment.failed', message: POPUP_UNAVAILABLE });
      },
    );
    return () => {
      disposed = true;
      close();
    };
  }, [accessCode, reference, send]);
}
