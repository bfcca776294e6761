import type { FromSchema } from 'json-schema-to-ts';

/** How the shop writes money (the API's SHOP_CURRENCY and SHOP_LOCALE): the back-office shows amounts so. */
export const shopFormatSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'locale'],
  properties: {
    currency: { type: 'string', description: 'ISO 4217 code of every amount, e.g. NGN.' },
    locale: { type: 'string', description: 'BCP 47 locale that amounts are written in, e.g. en-NG.' },
  },
} as const;
export type ShopFormatSettings = FromSchema<typeof shopFormatSchema>;

/**
 * What the back-office asks of the shop (`admin/shop/`): how it writes money, and the time zone (SHOP_TIME_ZONE) it
 * writes every date and time in, in its locale, whatever the staff member's phone is set to.
 */
export const adminShopFormatSchema = {
  ...shopFormatSchema,
  required: [...shopFormatSchema.required, 'time_zone'],
  properties: {
    ...shopFormatSchema.properties,
    time_zone: { type: 'string', description: 'IANA time zone of the shop, e.g. Africa/Lagos.' },
  },
} as const;
export type AdminShopFormatSettings = FromSchema<typeof adminShopFormatSchema>;

/**
 * What any visitor may know of the shop's rules: how it writes money, and the first-order discount it offers. The
 * storefront writes prices and words its offer from them, so it holds no currency or rate of its own.
 */
export const shopSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...shopFormatSchema.required, 'first_order_discount'],
  properties: {
    ...shopFormatSchema.properties,
    first_order_discount: {
      type: ['object', 'null'],
      description:
        "The share taken off an account's first order (FIRST_ORDER_DISCOUNT_RATE); null when the shop offers none.",
      additionalProperties: false,
      required: ['rate'],
      properties: {
        rate: {
          type: 'number',
          exclusiveMinimum: 0,
          maximum: 1,
          description: 'From 0 to 1: 0.2 takes 20% off.',
        },
      },
    },
  },
} as const;
export type ShopSettings = FromSchema<typeof shopSettingsSchema>;

/** The public `shop/` call, relative to `/api/v1/`. */
export const SHOP_PATHS = {
  settings: 'shop/',
} as const;
