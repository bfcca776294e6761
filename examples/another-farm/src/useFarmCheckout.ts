import { belowMinimumDetail, type CartDeliveryPayload } from '@farmkit/contract';
import {
  checkoutMachine,
  type PaymentSession,
  type PlaceOrderInput,
  type SavedDelivery,
} from '@farmkit/flows';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { delivery } from './site';

/** A moment, so each of the machine's waiting states can be seen. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * The kit's checkout machine with this farm's effects. A real shop calls its API and its payment provider here;
 * this example, which has neither, keeps the delivery choice in the page (checking the area's minimum order
 * against the basket as the API would), opens a mobile-money prompt the shopper answers on the page and numbers
 * its orders itself.
 */
export function useFarmCheckout(itemCount: number, subtotal: number) {
  const money = useMoneyFormatter();
  // The actors are made once; the basket they check is the latest one.
  const basket = useRef({ subtotal, money });
  useLayoutEffect(() => {
    basket.current = { subtotal, money };
  });
  const [checkout] = useState(() => {
    let orders = 0;
    return checkoutMachine.provide({
      actors: {
        saveDelivery: fromPromise<SavedDelivery, CartDeliveryPayload>(async ({ input }) => {
          await aMoment();
          const area = delivery.areas.find((candidate) => candidate.id === input.area);
          const missing = area ? area.min_order - basket.current.subtotal : 0;
          return {
            belowMinimum:
              area && missing > 0 ? belowMinimumDetail(basket.current.money(missing), area.name) : null,
          };
        }),
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
