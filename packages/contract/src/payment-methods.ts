import type { FromSchema } from 'json-schema-to-ts';

/**
 * The channels Paystack's Transaction Initialize takes in `channels`: the ways to pay its popup offers (card,
 * direct debit from a bank account, USSD, QR code, mobile money, a transfer to an account it opens, EFT, Apple Pay).
 */
export const PAYSTACK_CHANNELS = [
  'card',
  'bank',
  'ussd',
  'qr',
  'mobile_money',
  'bank_transfer',
  'eft',
  'apple_pay',
] as const;
export type PaystackChannel = (typeof PAYSTACK_CHANNELS)[number];

/**
 * The ways to pay a checkout may offer: on delivery, Pay Now (the payment provider's window), and a transfer to
 * the farm's own account (offered once the owner has set it).
 */
export const OFFERED_PAYMENT_METHODS = ['on_delivery', 'pay_now', 'bank_transfer'] as const;
export type OfferedPaymentMethod = (typeof OFFERED_PAYMENT_METHODS)[number];

export const paymentMethodOfferSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label'],
  properties: {
    id: { type: 'string', enum: OFFERED_PAYMENT_METHODS },
    label: { type: 'string', description: 'What the checkout names the choice.' },
    channels: {
      type: 'array',
      items: { type: 'string', enum: PAYSTACK_CHANNELS },
      description:
        "pay_now through Paystack: the channels its popup offers (PAYSTACK_CHANNELS), in the farm's order.",
    },
    test_mode: {
      type: 'boolean',
      description: 'pay_now only: its payments are tests (the sandbox): no money is taken, no order is paid.',
    },
    account: {
      type: 'object',
      additionalProperties: false,
      required: ['bank', 'account_number', 'account_name'],
      description:
        "bank_transfer, when the owner has set the farm's account: where the shopper transfers to.",
      properties: {
        bank: { type: 'string' },
        account_number: { type: 'string' },
        account_name: { type: 'string' },
      },
    },
    pay_within_hours: {
      type: 'integer',
      minimum: 1,
      description: "bank_transfer, when the owner has set the farm's account: hours the shopper has to pay.",
    },
  },
} as const;
export type PaymentMethodOffer = FromSchema<typeof paymentMethodOfferSchema>;

/** `GET payments/methods/`: what the shop offers now, in the order the checkout lists them. */
export const paymentMethodsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: paymentMethodOfferSchema } },
} as const;
export type PaymentMethods = FromSchema<typeof paymentMethodsSchema>;

/** The public payment-methods call, relative to `/api/v1/`. */
export const PAYMENT_METHODS_PATH = 'payments/methods/';
