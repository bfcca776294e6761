import type { FromSchema } from 'json-schema-to-ts';

/*
 * The farm's payment settings (`admin/payments/settings/`, the owner's): the bank account shoppers may pay into by
 * transfer, and how long they have to pay. The checkout offers the transfer only while it is active
 * (docs/spec-decisions.md#bank-transfer-to-the-farm).
 */

/** The farm's own account, as shoppers see it to pay into, and the time they have. */
export const farmBankAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bank', 'account_number', 'account_name', 'pay_within_hours', 'active'],
  properties: {
    bank: { type: 'string', maxLength: 80, description: 'The bank’s name as shoppers know it: “GTBank”.' },
    account_number: {
      type: 'string',
      maxLength: 20,
      pattern: '^([0-9]{6,20})?$',
      description: 'Digits only (a Nigerian NUBAN has 10); empty until set.',
    },
    account_name: { type: 'string', maxLength: 120, description: 'The name the bank shows for the account.' },
    pay_within_hours: {
      type: 'integer',
      minimum: 1,
      maximum: 168,
      description: 'Hours a shopper has to pay after ordering; unpaid by then, the order is cancelled.',
    },
    active: { type: 'boolean', description: 'Offered at checkout.' },
  },
} as const;
export type FarmBankAccount = FromSchema<typeof farmBankAccountSchema>;

/** `GET` and `PUT admin/payments/settings/`. */
export const paymentSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bank_transfer'],
  properties: { bank_transfer: farmBankAccountSchema },
} as const;
export type PaymentSettings = FromSchema<typeof paymentSettingsSchema>;

/** A new shop's settings: no account, 24 hours to pay once one is set. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  bank_transfer: { bank: '', account_number: '', account_name: '', pay_within_hours: 24, active: false },
};

export const PAYMENT_SETTINGS_PATH = 'admin/payments/settings/';
