export {
  type CheckoutContext,
  type CheckoutError,
  type CheckoutErrorKind,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutOutput,
  checkoutMachine,
  type HostedPayment,
  type PaymentMethod,
  type PaymentSession,
  type PlaceOrderInput,
  type ReturnedPayment,
  type SavedDelivery,
} from './checkout.machine';
export type { DeliveryDraft, DeliveryRefusalKind, RememberedDelivery } from './delivery-choice';
