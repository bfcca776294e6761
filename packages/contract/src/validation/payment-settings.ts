import { boolean, type InferType, number, object, string } from 'yup';
import { farmBankAccountSchema } from '../payment-settings.js';

export const PAYMENT_SETTINGS_MESSAGES = {
  required: 'required',
  neededToOffer: 'needed to offer bank transfer',
  accountNumber: 'digits only, 6 to 20 (a NUBAN has 10)',
  hours: (min: number, max: number) => `a whole number of hours, ${min} to ${max}`,
} as const;
const messages = PAYMENT_SETTINGS_MESSAGES;
const account = farmBankAccountSchema.properties;
const ACCOUNT_NUMBER = new RegExp(account.account_number.pattern);
const hours = account.pay_within_hours;
const hoursMessage = messages.hours(hours.minimum, hours.maximum);

/** Needed once the transfer is offered (`active`), blank allowed before. */
const neededWhenActive = (max: number) =>
  string()
    .trim()
    .max(max)
    .default('')
    .test('needed', messages.neededToOffer, function needed(value) {
      return this.parent.active !== true || (value ?? '').trim() !== '';
    });

/**
 * The farm's bank account, as the owner's form and the admin API check it: shared, so the form says what the API
 * would refuse. Everything may stay blank until the transfer is offered.
 */
export const farmBankAccountRules = object({
  bank: neededWhenActive(account.bank.maxLength),
  account_number: neededWhenActive(account.account_number.maxLength).matches(
    ACCOUNT_NUMBER,
    messages.accountNumber,
  ),
  account_name: neededWhenActive(account.account_name.maxLength),
  pay_within_hours: number()
    .typeError(hoursMessage)
    .required(messages.required)
    .integer(hoursMessage)
    .min(hours.minimum, hoursMessage)
    .max(hours.maximum, hoursMessage),
  active: boolean().required(messages.required),
});
export type FarmBankAccountForm = InferType<typeof farmBankAccountRules>;

/** `PUT admin/payments/settings/`. */
export const paymentSettingsRules = object({ bank_transfer: farmBankAccountRules });
export type PaymentSettingsForm = InferType<typeof paymentSettingsRules>;
