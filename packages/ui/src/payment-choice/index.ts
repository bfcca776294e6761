export {
  defaultPaymentOptions,
  PaymentChoice,
  type PaymentChoiceProps,
  type PaymentOption,
} from './PaymentChoice';
