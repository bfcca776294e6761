import {
  belowMinimumDetail,
  type CartDeliveryPayload,
  type Order,
  type PaymentInit,
} from '@farmkit/contract';
import {
  checkoutMachine,
  type PaymentSession,
  type PlaceOrderInput,
  type RememberedDelivery,
  type SavedDelivery,
} from '@farmkit/flows';
import { moneyText } from '@farmkit/ui/delivery-fee-line';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useSaveCartDelivery } from '../../../api/delivery';
import { withReadableErrors } from '../../../api/errorNotice';
import { initializePayment, placeOrder } from '../../../api/orders';
import { hostedPageActor, useHostedPageNavigation, useReturnedPayment } from './hostedPage';
import { paymentPopupActor } from './openPayment';
import { createPlacementKeys } from './placementKeys';

interface CheckoutStart {
  /** Lines in the cart when checkout opens. */
  itemCount: number;
  /** The cart's delivery choice when checkout opens (`cart.delivery`): with its slot, the payment step opens. */
  delivery: RememberedDelivery | null;
}

/**
 * The checkout of the cart, run by `checkoutMachine` with this API's calls as its actors, resuming the payment the
 * shopper comes back from on the provider's own page. Beside the machine's snapshot it keeps what the machine has
 * no word for: the payment's amount and provider (which checkout opens), and the order as the API returned it.
 */
export function useCheckout({ itemCount, delivery }: CheckoutStart) {
  const [payment, setPayment] = useState<PaymentInit | null>(null);
  const returnedPayment = useReturnedPayment();
  const leavePage = useHostedPageNavigation();
  const saveCartDelivery = useSaveCartDelivery();
  // The actors are made once; the shop's money format may arrive after them.
  const moneyFormat = useMoneyFormatter();
  const money = useRef(moneyFormat);
  useEffect(() => {
    money.current = moneyFormat;
  }, [moneyFormat]);
  const [checkout] = useState(() => {
    const placementKey = createPlacementKeys();
    // The payment initialized last, for the actor that opens its provider's popup.
    let opened: PaymentInit | null = null;
    return checkoutMachine.provide({
      actors: {
        saveDelivery: fromPromise<SavedDelivery, CartDeliveryPayload>(
          withReadableErrors(async ({ input }: { input: CartDeliveryPayload }) => {
            const cart = await saveCartDelivery(input);
            const areaName = cart.delivery?.area?.name ?? '';
            return {
              belowMinimum:
                cart.minimum_missing > 0
                  ? belowMinimumDetail(moneyText(money.current, cart.minimum_missing), areaName)
                  : null,
            };
          }),
        ),
        initializePayment: fromPromise<PaymentSession, void>(
          withReadableErrors(async () => {
            const initialized = await initializePayment();
            opened = initialized;
            setPayment(initialized);
            return {
              accessCode: initialized.access_code,
              reference: initialized.reference,
              authorizationUrl: initialized.authorization_url,
            };
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
        openPayment: paymentPopupActor((reference) =>
          opened?.reference === reference ? opened.provider : undefined,
        ),
        openHostedPage: hostedPageActor(leavePage),
      },
    });
  });
  const [snapshot, send] = useMachine(checkout, { input: { itemCount, delivery, returnedPayment } });
  // The machine keeps what placeOrder resolved with, without knowing its type: the Order above.
  const order = snapshot.status === 'done' ? (snapshot.context.order as Order | undefined) : undefined;
  const openPayment =
    snapshot.context.payment && payment?.reference === snapshot.context.payment.reference ? payment : null;
  return { snapshot, send, payment: openPayment, order };
}
