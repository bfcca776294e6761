import type { Order, PaymentInit } from '@farmkit/contract';
import { checkoutMachine, type PaymentSession, type PlaceOrderInput } from '@farmkit/flows';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { withReadableErrors } from '../../../api/errorNotice';
import { initializePayment, placeOrder } from '../../../api/orders';
import { createPlacementKeys } from './placementKeys';

/**
 * The checkout of `itemCount` cart lines, run by `checkoutMachine` with this API's calls as its actors.
 * Beside the machine's snapshot it keeps what the machine has no word for: the payment's amount and provider
 * (which checkout opens), and the order as the API returned it.
 */
export function useCheckout(itemCount: number) {
  const [payment, setPayment] = useState<PaymentInit | null>(null);
  const [checkout] = useState(() => {
    const placementKey = createPlacementKeys();
    return checkoutMachine.provide({
      actors: {
        initializePayment: fromPromise<PaymentSession, void>(
          withReadableErrors(async () => {
            const opened = await initializePayment();
            setPayment(opened);
            return { accessCode: opened.access_code, reference: opened.reference };
          }),
        ),
        placeOrder: fromPromise<unknown, PlaceOrderInput>(
          withReadableErrors(({ input }: { input: PlaceOrderInput }) =>
            placeOrder(
              input.paymentMethod === 'pay_now'
                ? { payment_method: 'pay_now', reference: input.reference }
                : { payment_method: 'on_delivery' },
              placementKey(input),
            ),
          ),
        ),
      },
    });
  });
  const [snapshot, send] = useMachine(checkout, { input: { itemCount } });
  // The machine keeps what placeOrder resolved with, without knowing its type: the Order above.
  const order = snapshot.status === 'done' ? (snapshot.context.order as Order | undefined) : undefined;
  const openPayment =
    snapshot.context.payment && payment?.reference === snapshot.context.payment.reference ? payment : null;
  return { snapshot, send, payment: openPayment, order };
}
