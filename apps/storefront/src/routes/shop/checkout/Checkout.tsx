import {
  type CartDelivery,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodOffer,
  type PaymentMethods,
  type User,
} from '@farmkit/contract';
import { EMPTY_CART_MESSAGE, type RememberedDelivery } from '@farmkit/flows';
import { Button, LinkButton } from '@farmkit/ui/button';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { PaymentChoice, type PaymentOption } from '@farmkit/ui/payment-choice';
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePaymentMethods, useRefreshAfterOrder } from '../../../api/orders';
import { EmptyState } from '../../../components/EmptyState';
import { paths } from '../../../paths';
import { useToast } from '../../../toasts/useToast';
import { DELIVERY_QUESTIONS, DeliveryStep, isDeliveryError, phoneMissing } from './DeliveryStep';
import { SandboxCheckout } from './SandboxCheckout';
import { useCheckout } from './useCheckout';
import '../../../components/Card.css';

const ORDER_PLACED = 'Order placed!';

/** What the checkout is busy with, as its Proceed button and the page's overlay say it. */
const BUSY_LABELS = {
  initializingPayment: 'Opening the payment',
  redirectingToPayment: 'Taking you to the payment page',
  resumingPayment: 'Confirming your payment',
  placingOrder: 'Placing your order',
} as const;

const isPaymentMethod = (id: string): id is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(id);

/** What a choice means, under the name the shop gives it. */
function descriptionOf(method: PaymentMethodOffer & { id: PaymentMethod }): string {
  if (method.id === 'on_delivery') return 'Pay when your order arrives.';
  return method.test_mode
    ? 'This shop takes test payments only: no money is taken and the order is not paid.'
    : 'Pay now, online, in a secure payment window.';
}

/** Every shop takes payment at the door: offered under its usual name while the shop's methods load. */
const ON_DELIVERY: PaymentOption = {
  id: 'on_delivery',
  label: PAYMENT_METHOD_LABELS.on_delivery,
  description: descriptionOf({ id: 'on_delivery', label: PAYMENT_METHOD_LABELS.on_delivery }),
};

/**
 * The choices as the shop offers them (`GET payments/methods/`), named by it: Pay Now by its channels or as a
 * test, and none when the shop takes no payments online. A method this checkout cannot take yet (a transfer to the
 * farm's account) is left out.
 */
function paymentOptions(methods: PaymentMethods | undefined): PaymentOption[] {
  if (!methods) return [ON_DELIVERY];
  return methods.results
    .filter((method): method is PaymentMethodOffer & { id: PaymentMethod } => isPaymentMethod(method.id))
    .map((method) => ({ id: method.id, label: method.label, description: descriptionOf(method) }));
}

/**
 * What the settled payment choice says: paid, or back from the provider's page with a payment the server could not
 * confirm yet (said once it stopped trying: while it tries, the page says so).
 */
function paymentNote(
  { paidReference, returnedReference }: { paidReference: string | null; returnedReference: string | null },
  isConfirming: boolean,
): string | undefined {
  if (paidReference !== null) return 'Your payment went through.';
  if (returnedReference !== null && !isConfirming)
    return 'Proceed places your order against the payment you made.';
  return undefined;
}

interface CheckoutProps {
  /** Lines in the cart when the checkout opened. */
  itemCount: number;
  /** The cart's delivery choice when the checkout opened: remembered from the last checkout. */
  startingDelivery: RememberedDelivery | null;
  /** The cart's delivery choice now, as the server keeps it: what the saved choice's summary says. */
  cartDelivery: CartDelivery;
  /** The account: its phone for the rider, and its address to start the first delivery address from. */
  profile: User;
  /** The order being paid for: My Order, its lines and totals. */
  summary: ReactNode;
}

/** Say how and when the order comes, choose how to pay, pay (or not), place the order; run by `checkoutMachine`. */
export function Checkout({ itemCount, startingDelivery, cartDelivery, profile, summary }: CheckoutProps) {
  const { snapshot, send, payment, order } = useCheckout({ itemCount, delivery: startingDelivery });
  const paymentMethods = usePaymentMethods();
  const { paymentMethod, paidReference, returnedReference, error } = snapshot.context;
  const deliveryQuestion =
    DELIVERY_QUESTIONS.find((question) => snapshot.matches({ delivery: question })) ?? null;
  const isDeliverySaved = !snapshot.matches('delivery');
  const navigate = useNavigate();
  const refreshAfterOrder = useRefreshAfterOrder();
  // The order's page is in the account area: the confirmation goes to that area's toasts.
  const accountToast = useToast('auth');
  const headingId = useId();
  const choiceRef = useRef<HTMLDivElement>(null);

  // Done: the order's page is on its way.
  const busyWith =
    snapshot.status === 'done'
      ? 'placingOrder'
      : (Object.keys(BUSY_LABELS) as (keyof typeof BUSY_LABELS)[]).find((state) => snapshot.matches(state));
  const busyLabel = busyWith === undefined ? undefined : BUSY_LABELS[busyWith];
  const isPaying = snapshot.matches('awaitingPayment');
  const isTransferPending = snapshot.matches({ awaitingPayment: 'paymentPending' });
  // Paid, or back from the provider's page with a payment the server has not confirmed yet: the method is settled.
  const isPaymentMade = paidReference !== null || returnedReference !== null;
  // Proceeding without a choice is the choice's own error, the delivery's are beside their questions; anything
  // else is the checkout's.
  const choiceError = error?.kind === 'noPaymentMethod' ? error.message : null;
  const checkoutError =
    error !== null && choiceError === null && !isDeliveryError(error) ? error.message : null;
  // The rider calls the shopper: without a phone the API refuses the order, so Proceed waits for one.
  const isBlocked = phoneMissing(profile);

  const showOrder = useEffectEvent((id: number) => {
    void refreshAfterOrder();
    accountToast.success(ORDER_PLACED);
    void navigate(paths.account.orderDetails(id), { replace: true });
  });
  useEffect(() => {
    if (order) showOrder(order.id);
  }, [order]);

  // Proceeding without a choice sends the shopper back to the choice, which reads out the error.
  useEffect(() => {
    if (choiceError) choiceRef.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, [choiceError]);

  if (snapshot.matches('emptyCart')) {
    return (
      <EmptyState
        titleAs="h2"
        title={EMPTY_CART_MESSAGE}
        hint="Add what you'd like from the store, then check out."
        action={<LinkButton href={paths.home}>Visit our Store</LinkButton>}
      />
    );
  }

  return (
    <div className="checkout">
      <div className="checkout-main">
        {summary}
        <DeliveryStep
          question={deliveryQuestion}
          draft={snapshot.context.delivery}
          error={error}
          saved={cartDelivery}
          canCancel={snapshot.context.savedDelivery !== null}
          isPaid={paidReference !== null}
          canChange={snapshot.matches('choosing')}
          profile={profile}
          send={send}
        />
      </div>
      <section className="card checkout-payment" aria-labelledby={headingId}>
        <h2 id={headingId} className="card-title">
          Payment Information
        </h2>
        {isDeliverySaved ? (
          <>
            <div ref={choiceRef}>
              <PaymentChoice
                label="How would you like to pay?"
                options={paymentOptions(paymentMethods.data)}
                value={paymentMethod}
                onChange={(id) => isPaymentMethod(id) && send({ type: 'user.selectPayment', method: id })}
                isInvalid={choiceError !== null}
                errorMessage={choiceError}
                isDisabled={isPaymentMade}
                description={paymentNote(snapshot.context, busyWith === 'resumingPayment')}
              />
            </div>
            {checkoutError !== null && (
              <p className="checkout-error" role="alert">
                {checkoutError}
              </p>
            )}
            {isTransferPending && payment?.provider === 'paystack' && (
              <p className="checkout-notice" role="status">
                Your bank transfer is on its way. We place your order as soon as Paystack confirms it; you'll
                find it under <Link to={paths.account.orders}>Orders</Link>.
              </p>
            )}
            <Button
              onPress={() => send({ type: 'user.proceed' })}
              isPending={busyLabel !== undefined}
              isDisabled={isPaying || isBlocked}
              pendingLabel={busyLabel}
            >
              Proceed
            </Button>
          </>
        ) : (
          <p className="checkout-payment-waiting">
            First say how and when your order should come; then choose how to pay.
          </p>
        )}
      </section>
      {isPaying && payment?.provider === 'sandbox' && (
        <SandboxCheckout payment={payment} isTransferPending={isTransferPending} send={send} />
      )}
      <LoadingOverlay isVisible={busyLabel !== undefined} label={busyLabel} />
    </div>
  );
}
