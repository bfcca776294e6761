import { array, boolean, type InferType, number, object, string } from 'yup';
import {
  DELIVERY_METHODS,
  deliveryAreaPayloadSchema,
  deliveryWindowPayloadSchema,
  pickupPointPayloadSchema,
  WEEKDAYS,
} from '../delivery.js';
import { hasWholeKobo } from '../money.js';

/**
 * The delivery settings' rules, shared by the back-office's forms and the admin API. The API checks a body
 * against the contract's JSON Schemas first (delivery.ts), then against these, for what JSON Schema cannot say:
 * naira in whole kobo, a window ending after it starts, an active pickup point with an address. An area's name
 * taken by another is the server's to find (409 delivery_area_exists).
 */
export const DELIVERY_SETTINGS_MESSAGES = {
  required: 'required',
  wholeNumber: 'enter a whole number',
  notNegative: 'cannot be negative',
  moneyDecimals: 'at most 2 decimals (kobo)',
  tooHigh: (max: number) => `cannot be more than ${max.toLocaleString('en-NG')}`,
  clockTime: 'a time of day, HH:MM (24-hour)',
  endsAfterStarts: 'must be after the start',
  weekdayOneOf: 'days of the week, 0 (Sunday) to 6 (Saturday)',
  weekdaysUnique: 'each day once',
  weekdaysRequired: 'choose at least one day',
  methodOneOf: `choose one of: ${DELIVERY_METHODS.join(', ')}`,
  pickupAddressRequired: 'an address is needed to offer collection',
  shortNoteRequired: 'say why the customer paid less',
} as const;
const messages = DELIVERY_SETTINGS_MESSAGES;

const area = deliveryAreaPayloadSchema.properties;
const window = deliveryWindowPayloadSchema.properties;
const pickup = pickupPointPayloadSchema.properties;
const CLOCK = new RegExp(window.starts.pattern);

/** Naira with at most 2 decimals (stored as whole kobo), from 0 to `max`. */
const naira = (max: number) =>
  number()
    .min(0, messages.notNegative)
    .max(max, messages.tooHigh(max))
    .test('kobo', messages.moneyDecimals, (value) => value === undefined || hasWholeKobo(value));

const wholeNumber = (min: number, max: number) =>
  number().integer(messages.wholeNumber).min(min, messages.notNegative).max(max, messages.tooHigh(max));

const clockTime = () => string().matches(CLOCK, messages.clockTime);

/** Weekdays 0 to 6, each once; strict, so "1" is refused rather than read as Monday. */
const weekdays = () =>
  array()
    .strict()
    .of(number().strict().integer().oneOf(WEEKDAYS, messages.weekdayOneOf).required(messages.required))
    .required(messages.required)
    .min(1, messages.weekdaysRequired)
    .test(
      'unique',
      messages.weekdaysUnique,
      (days) => days === undefined || new Set(days).size === days.length,
    );

/** An area: its name as shoppers say it, its council, fee and minimum order (naira), weekdays, and if offered. */
export const deliveryAreaRules = object({
  name: string().trim().required(messages.required).max(area.name.maxLength),
  council: string().trim().required(messages.required).max(area.council.maxLength),
  fee: naira(area.fee.maximum).required(messages.required),
  min_order: naira(area.min_order.maximum).required(messages.required),
  weekdays: weekdays(),
  active: boolean().required(messages.required),
});
export type DeliveryAreaForm = InferType<typeof deliveryAreaRules>;

/** A window: its hours (ends after it starts), weekdays, orders per day, and cut-off. */
export const deliveryWindowRules = object({
  method: string().required(messages.required).oneOf(DELIVERY_METHODS, messages.methodOneOf),
  starts: clockTime().required(messages.required),
  ends: clockTime()
    .required(messages.required)
    .test('after', messages.endsAfterStarts, function endsAfter(value) {
      const starts: unknown = this.parent.starts;
      // HH:MM compares as text: "09:00" < "13:00".
      return typeof starts !== 'string' || !CLOCK.test(starts) || value === undefined || value > starts;
    }),
  weekdays: weekdays(),
  capacity: wholeNumber(window.capacity.minimum, window.capacity.maximum).required(messages.required),
  cutoff_days_before: wholeNumber(
    window.cutoff_days_before.minimum,
    window.cutoff_days_before.maximum,
  ).required(messages.required),
  cutoff_time: clockTime().required(messages.required),
  active: boolean().required(messages.required),
});
export type DeliveryWindowForm = InferType<typeof deliveryWindowRules>;

/** The pickup point: an address and hours; offered (active) only with an address. */
export const pickupPointRules = object({
  address: string()
    .trim()
    .max(pickup.address.maxLength)
    .default('')
    .test('needed', messages.pickupAddressRequired, function needed(value) {
      return this.parent.active !== true || (value ?? '').trim() !== '';
    }),
  hours: string().trim().max(pickup.hours.maxLength).default(''),
  active: boolean().required(messages.required),
});
export type PickupPointForm = InferType<typeof pickupPointRules>;
