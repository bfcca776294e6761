export {
  type CheckoutContext,
  type CheckoutError,
  type CheckoutErrorKind,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutOutput,
  checkoutMachine,
  type PaymentMethod,
  type PaymentSession,
  type PlaceOrderInput,
  type SavedDelivery,
} from './checkout.machine';
export type { DeliveryDraft, DeliveryRefusalKind, RememberedDelivery } from './delivery-choice';
