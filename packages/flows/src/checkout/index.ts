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
} from './checkout.machine';
