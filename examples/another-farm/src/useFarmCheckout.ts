import { checkoutMachine, type PaymentSession, type PlaceOrderInput } from '@farmkit/flows';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';

/** A moment, so each of the machine's waiting states can be seen. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * The kit's checkout machine with this farm's effects. A real shop calls its API and its payment provider here;
 * this example, which has neither, opens a mobile-money prompt the shopper answers on the page and numbers its
 * orders itself.
 */
export function useFarmCheckout(itemCount: number) {
  const [checkout] = useState(() => {
    let orders = 0;
    return checkoutMachine.provide({
      actors: {
        initializePayment: fromPromise<PaymentSession, void>(async () => {
          await aMoment();
          return { accessCode: 'momo-prompt', reference: `AHF-${Date.now()}` };
        }),
        placeOrder: fromPromise<unknown, PlaceOrderInput>(async ({ input }) => {
          await aMoment();
          orders += 1;
          return { number: orders, paymentMethod: input.paymentMethod };
        }),
      },
    });
  });
  return useMachine(checkout, { input: { itemCount } });
}
