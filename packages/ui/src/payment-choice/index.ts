'use client';

export {
  PaymentChoice,
  type PaymentChoiceProps,
  type PaymentOption,
} from './PaymentChoice.js';
