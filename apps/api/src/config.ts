import { join, resolve } from 'node:path';
import {
  DEFAULT_MONEY_FORMAT,
  PAY_NOW_PROVIDERS,
  PAYSTACK_CHANNELS,
  type PayNowProvider,
  type PaystackChannel,
  SHOP_TIME_ZONE,
} from '@farmkit/contract';
import type { CountryCode } from 'libphonenumber-js/min';
import type { DatabaseConfig } from './db/database.js';
import type { ShopDays } from './db/shop-days.js';
import { repoRoot } from './paths.js';
import {
  DEFAULT_SERVER_TIMEOUTS,
  HEADERS_TIMEOUT_MARGIN_MS,
  headersTimeoutMs,
  type ServerTimeouts,
} from './server-timeouts.js';

export interface Config {
  host: string;
  port: number;
  logLevel: string;
  /** How long the server waits on its clients, and on itself when it stops (server-timeouts.ts). */
  timeouts: ServerTimeouts;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; without it, metrics are not served at all. */
  metricsToken: string | undefined;
  database: DatabaseConfig;
  /** Runtime files: the SQLite database, the server secret, uploads and the e-mail outbox. */
  dataDir: string;
  /** The built storefront, served when it exists. */
  staticDir: string;
  /** The storefront's server renderer, built beside it: public pages come as HTML when it exists. */
  shopRenderer: string;
  /** The built back-office, served under /admin/ when it exists. */
  backofficeDir: string;
  /** Fastify's `trustProxy`: which proxies may tell the client's address and protocol. */
  trustProxy: boolean | string;
  accounts: AccountsConfig;
  payments: PaymentsConfig;
  shop: ShopConfig;
  /** Where the shop is reached from outside, for links in e-mails and the owner's setup link. */
  publicUrl: string;
  /** Uploads in S3-compatible storage that every instance shares (S3_BUCKET); without it, in `<dataDir>/uploads/`. */
  s3: S3Config | undefined;
}

/** The shop's own rules: its money and its first-order discount. */
export interface ShopConfig {
  /**
   * ISO 4217 code of every price (SHOP_CURRENCY): payments are asked for and verified in it. Amounts are kept in
   * hundredths (kobo), so it must be a currency of 100 minor units.
   */
  currency: string;
  /** BCP 47 locale that e-mails write amounts in (SHOP_LOCALE). */
  locale: string;
  /**
   * IANA time zone the shop's times are written in (SHOP_TIME_ZONE, Africa/Lagos by default): the back-office's
   * dates and times, the orders CSV, and the days that reports, filters and the audit log count (db/shop-days.ts).
   */
  timeZone: string;
  /**
   * The share of an account's first order taken off its subtotal, from 0 to 1 (FIRST_ORDER_DISCOUNT_RATE); 0 when
   * FIRST_ORDER_DISCOUNT=false. The server alone applies it: the cart and the order answer the discount.
   */
  firstOrderDiscountRate: number;
}

export interface AccountsConfig {
  /** Signs access tokens and hashes one-time codes; without it a secret is kept in the data directory. */
  jwtSecret: string | undefined;
  mail: MailConfig;
  google: GoogleConfig | undefined;
  /** Rate-limit counters shared by every instance, and catalogue changes told to all (catalogue-cache.ts). */
  redisUrl: string | undefined;
  /** Forces the refresh cookie's `Secure` flag; by default it follows the request's protocol. */
  cookieSecure: boolean | undefined;
  /** How long an access token lasts, in seconds (15 minutes by default); the refresh cookie renews it. */
  accessTokenLifetimeSeconds: number | undefined;
}

export interface MailConfig {
  /** A real SMTP server; without it messages go to `<dataDir>/outbox/`. */
  smtpUrl: string | undefined;
  from: string;
  shopName: string;
}

export interface GoogleConfig {
  clientId: string;
  tokeninfoUrl: string;
}

export interface PaymentsConfig {
  /**
   * Who takes Pay Now: by default the provider whose secret key is set (Paystack or Flutterwave), the offline
   * sandbox otherwise (test payments: no money is taken); `off` offers no Pay Now.
   */
  provider?: PayNowProvider;
  paystack: PaystackConfig | undefined;
  flutterwave?: FlutterwaveConfig | undefined;
  /** The most units one account's unpaid Pay Now payment may hold; what is left out is DEFAULT_HOLD_LIMITS'. */
  holdLimits?: Partial<HoldLimits> | undefined;
}

/**
 * What one account may hold out of stock while it pays (a Pay Now initialize holds its cart's units for 45 minutes):
 * a cap per product (PAY_NOW_HOLD_PER_PRODUCT) and over all its lines (PAY_NOW_HOLD_PER_ACCOUNT), so one unpaid
 * checkout never empties the shelves for everyone else.
 */
export interface HoldLimits {
  perProduct: number;
  perAccount: number;
}

export interface PaystackConfig {
  secretKey: string;
  /** Paystack's API; tests point it at a local stand-in. */
  baseUrl: string;
  /** How long a call to Paystack may take (10 s by default). */
  timeoutMs?: number;
  /**
   * The channels the Pay Now popup offers (PAYSTACK_CHANNELS, comma-separated Paystack channel names), sent with
   * every Transaction Initialize; DEFAULT_PAYSTACK_CHANNELS when unset.
   */
  channels?: readonly PaystackChannel[];
}

export interface FlutterwaveConfig {
  secretKey: string;
  /**
   * The secret hash set in Flutterwave's dashboard (Settings > Webhooks), which its webhooks carry in `verif-hash`
   * (FLUTTERWAVE_WEBHOOK_HASH).
   */
  webhookHash: string;
  /** Flutterwave's API, without `/v3`; tests point it at a local stand-in. */
  baseUrl: string;
  /** Where Flutterwave's hosted checkout sends the shopper back: the storefront's checkout, under PUBLIC_URL. */
  redirectUrl: string;
  /** How long a call to Flutterwave may take (10 s by default). */
  timeoutMs?: number;
}

/** An S3-compatible bucket holding the uploads (product pictures, profile photos), which the API reads and writes. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Another vendor's S3 (MinIO, R2, ...); AWS's own endpoint for the region when unset. */
  endpoint: string | undefined;
  /** Without them, the AWS SDK's default chain: environment, shared files, the machine's role. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Buckets addressed as `<endpoint>/<bucket>/`, not `<bucket>.<endpoint>/`, as MinIO-like servers want. */
  forcePathStyle: boolean;
  /** Put before every key, so the shop can share a bucket: '' or a path ending in '/'. */
  keyPrefix: string;
}

/** The shop's rules as the routes use them. */
export interface Shop extends Readonly<ShopConfig> {
  /** An amount in the shop's currency as its e-mails write it, to the hundredth: `₦12,500.00`. */
  formatMoney(amount: number): string;
  /** The shop's days in its time zone, as reports, filters and the audit log count them. */
  days: ShopDays;
}

export const DEFAULT_SHOP_NAME = 'Kuje Green Farms';
export const DEFAULT_GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';
export const DEFAULT_PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const DEFAULT_FLUTTERWAVE_BASE_URL = 'https://api.flutterwave.com';
/** The storefront's checkout (apps/storefront/src/appRoutes.tsx), where Flutterwave's hosted page returns. */
const SHOP_CHECKOUT_PATH = '/homepage/checkout';
/** Card, a transfer to the account Paystack opens, USSD and a debit from a bank account: what Nigerian shoppers use. */
export const DEFAULT_PAYSTACK_CHANNELS: readonly PaystackChannel[] = Object.freeze([
  'card',
  'bank_transfer',
  'ussd',
  'bank',
]);
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
/** 10 of a product (or all of it, when the farm has fewer) and 30 units in all: a household's shopping, not a shelf. */
export const DEFAULT_HOLD_LIMITS: Readonly<HoldLimits> = Object.freeze({ perProduct: 10, perAccount: 30 });
/** The farm's rules when the environment names none: naira, written in Nigerian English, 20% off a first order. */
export const DEFAULT_SHOP: Readonly<ShopConfig> = Object.freeze({
  ...DEFAULT_MONEY_FORMAT,
  timeZone: SHOP_TIME_ZONE,
  firstOrderDiscountRate: 0.2,
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  const shopName = env.SHOP_NAME || DEFAULT_SHOP_NAME;
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port);
  return {
    host: '0.0.0.0',
    port,
    logLevel: env.LOG_LEVEL || 'info',
    timeouts: parseTimeouts(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    database: env.DATABASE_URL
      ? { dialect: 'postgres', connectionString: env.DATABASE_URL }
      : { dialect: 'sqlite', file: join(dataDir, 'farm.db') },
    dataDir,
    staticDir: resolve(env.STATIC_DIR || join(repoRoot, 'apps', 'storefront', 'dist')),
    shopRenderer: resolve(
      env.SHOP_RENDERER || join(repoRoot, 'apps', 'storefront', 'dist-server', 'entry-server.js'),
    ),
    backofficeDir: resolve(env.BACKOFFICE_DIR || join(repoRoot, 'apps', 'backoffice', 'dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accounts: {
      jwtSecret: env.JWT_SECRET || undefined,
      mail: {
        smtpUrl: env.SMTP_URL || undefined,
        from: env.MAIL_FROM || `"${shopName}" <no-reply@localhost>`,
        shopName,
      },
      google: env.GOOGLE_CLIENT_ID
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            tokeninfoUrl: env.GOOGLE_TOKENINFO_URL || DEFAULT_GOOGLE_TOKENINFO_URL,
          }
        : undefined,
      redisUrl: env.REDIS_URL || undefined,
      cookieSecure: parseBoolean('COOKIE_SECURE', env.COOKIE_SECURE),
      accessTokenLifetimeSeconds: parseSeconds('ACCESS_TOKEN_LIFETIME', env.ACCESS_TOKEN_LIFETIME),
    },
    payments: {
      provider: parsePaymentProvider(env.PAYMENT_PROVIDER, {
        paystack: Boolean(env.PAYSTACK_SECRET_KEY),
        flutterwave: Boolean(env.FLUTTERWAVE_SECRET_KEY),
      }),
      paystack: env.PAYSTACK_SECRET_KEY
        ? {
            secretKey: env.PAYSTACK_SECRET_KEY,
            baseUrl: env.PAYSTACK_BASE_URL || DEFAULT_PAYSTACK_BASE_URL,
            channels: parsePaystackChannels(env.PAYSTACK_CHANNELS),
          }
        : undefined,
      flutterwave: parseFlutterwave(env, publicUrl),
      holdLimits: parseHoldLimits(env),
    },
    shop: parseShop(env),
    publicUrl,
    s3: parseS3(env),
  };
}

function parseShop(env: NodeJS.ProcessEnv): ShopConfig {
  const rate = parseDiscountRate(env.FIRST_ORDER_DISCOUNT_RATE);
  const discountOn = parseBoolean('FIRST_ORDER_DISCOUNT', env.FIRST_ORDER_DISCOUNT) ?? true;
  return checkShopConfig({
    currency: env.SHOP_CURRENCY || DEFAULT_SHOP.currency,
    locale: env.SHOP_LOCALE || DEFAULT_SHOP.locale,
    timeZone: env.SHOP_TIME_ZONE || DEFAULT_SHOP.timeZone,
    firstOrderDiscountRate: discountOn ? rate : 0,
  });
}

function parseDiscountRate(value: string | undefined): number {
  if (!value) return DEFAULT_SHOP.firstOrderDiscountRate;
  const rate = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  return checkDiscountRate(rate, `"${value}"`);
}

function checkDiscountRate(rate: number, shown: string): number {
  if (!(rate >= 0 && rate <= 1)) {
    throw new Error(
      `FIRST_ORDER_DISCOUNT_RATE must be a share from 0 to 1 (0.2 takes 20% off), got ${shown}`,
    );
  }
  return rate;
}

/**
 * The shop's rules, checked before the server starts: a currency of 100 minor units, a locale this Node can
 * write, a discount rate from 0 to 1. Answers them unchanged; throws with the setting to fix otherwise.
 */
export function checkShopConfig(shop: ShopConfig): ShopConfig {
  const { currency, locale, firstOrderDiscountRate } = shop;
  if (!/^[A-Z]{3}$/.test(currency) || !Intl.supportedValuesOf('currency').includes(currency)) {
    throw new Error(`SHOP_CURRENCY must be an ISO 4217 currency code such as NGN, got "${currency}"`);
  }
  const minorDigits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  if (minorDigits !== 2) {
    throw new Error(
      `SHOP_CURRENCY must be a currency of 100 minor units (amounts are kept in hundredths), got "${currency}"`,
    );
  }
  let supported: string[] = [];
  try {
    supported = Intl.NumberFormat.supportedLocalesOf(locale);
  } catch {
    // An ill-formed tag: refused below.
  }
  if (supported.length === 0) {
    throw new Error(`SHOP_LOCALE must be a locale such as en-NG, got "${locale}"`);
  }
  checkDiscountRate(firstOrderDiscountRate, String(firstOrderDiscountRate));
  checkTimeZone(shop.timeZone);
  return shop;
}

function parseHoldLimits(env: NodeJS.ProcessEnv): HoldLimits {
  const units = (name: string, fallback: number) => {
    const value = env[name];
    if (!value) return fallback;
    if (!/^[1-9]\d{0,4}$/.test(value))
      throw new Error(`${name} must be a number of units from 1 to 99999, got "${value}"`);
    return Number(value);
  };
  return checkHoldLimits({
    perProduct: units('PAY_NOW_HOLD_PER_PRODUCT', DEFAULT_HOLD_LIMITS.perProduct),
    perAccount: units('PAY_NOW_HOLD_PER_ACCOUNT', DEFAULT_HOLD_LIMITS.perAccount),
  });
}

/** The hold caps, checked before the server starts: whole units, and an account may hold at least one product's cap. */
export function checkHoldLimits(limits: HoldLimits): HoldLimits {
  const { perProduct, perAccount } = limits;
  if (!Number.isInteger(perProduct) || perProduct < 1) {
    throw new Error(`PAY_NOW_HOLD_PER_PRODUCT must be a whole number of units from 1, got ${perProduct}`);
  }
  if (!Number.isInteger(perAccount) || perAccount < perProduct) {
    throw new Error(
      `PAY_NOW_HOLD_PER_ACCOUNT must be a whole number of units, at least PAY_NOW_HOLD_PER_PRODUCT (${perProduct}), got ${perAccount}`,
    );
  }
  return limits;
}

function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    throw new Error(`SHOP_TIME_ZONE must be an IANA time zone such as Africa/Lagos, got "${timeZone}"`);
  }
}

/** An http(s) URL without a trailing slash; by default the server's own port on localhost. */
function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be the shop's http(s) address, e.g. https://shop.example.ng, got "${value}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/**
 * The bucket for uploads when S3_BUCKET is set. Half a configuration stops the server rather than leave it writing
 * pictures to one machine's disk, or to a bucket other than the one meant.
 */
function parseS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = S3_SETTINGS.filter((name) => env[name]);
    if (stray.length === 0) return undefined;
    throw new Error(
      `${stray.join(', ')} ${stray.length === 1 ? 'is set' : 'are set'} but S3_BUCKET is not: set S3_BUCKET to ` +
        `keep uploads in S3, or unset ${stray.length === 1 ? 'it' : 'them'} to keep uploads in DATA_DIR/uploads`,
    );
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "${bucket}"`,
    );
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's " +
        'default credentials',
    );
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]+$/.test(region)) {
    throw new Error(`S3_REGION must be a region such as eu-west-1, got "${region}"`);
  }
  return {
    bucket,
    region,
    endpoint: parseS3Endpoint(env.S3_ENDPOINT),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE) ?? false,
    keyPrefix: parseS3Prefix(env.S3_PREFIX),
  };
}

function parseS3Endpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`S3_ENDPOINT must be an http(s) address, e.g. http://127.0.0.1:9000, got "${value}"`);
  }
  return value;
}

/** Without its outer slashes, then ending in one: `/shop/uploads` and `shop/uploads/` give `shop/uploads/`. */
function parseS3Prefix(value: string | undefined): string {
  const prefix = (value ?? '').replace(/^\/+|\/+$/g, '');
  if (!prefix) return '';
  const segments = prefix.split('/');
  if (segments.some((segment) => !/^[A-Za-z0-9_.-]+$/.test(segment) || /^\.+$/.test(segment))) {
    throw new Error(
      `S3_PREFIX must be folder names of letters, digits, '-', '_' and '.' separated by '/', got "${value}"`,
    );
  }
  return `${prefix}/`;
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

/** The server's timeouts; the headers timeout (the keep-alive timeout and a margin) must fit in the request's. */
function parseTimeouts(env: NodeJS.ProcessEnv): ServerTimeouts {
  const milliseconds = (name: string, fallback: number) => parseMilliseconds(name, env[name]) ?? fallback;
  const timeouts: ServerTimeouts = {
    connectionMs: milliseconds('CONNECTION_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.connectionMs),
    requestMs: milliseconds('REQUEST_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.requestMs),
    keepAliveMs: milliseconds('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
    shutdownMs: milliseconds('SHUTDOWN_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.shutdownMs),
  };
  if (timeouts.requestMs < headersTimeoutMs(timeouts)) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be at least KEEP_ALIVE_TIMEOUT_MS + ${HEADERS_TIMEOUT_MARGIN_MS} (the headers ` +
        `timeout, ${headersTimeoutMs(timeouts)}), got ${timeouts.requestMs}`,
    );
  }
  return timeouts;
}

/** A whole number of milliseconds, from 1 to 9,999,999 (under three hours). */
function parseMilliseconds(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (!/^[1-9]\d{0,6}$/.test(value)) {
    throw new Error(`${name} must be a number of milliseconds from 1 to 9999999, got "${value}"`);
  }
  return Number(value);
}

/**
 * A secret a scraper sends in a header: long enough not to be guessed, of the characters a bearer token may hold.
 * The message never repeats the value, which is meant to be secret.
 */
function parseMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[A-Za-z0-9._~+/=-]{16,256}$/.test(value)) {
    throw new Error(
      'METRICS_TOKEN must be 16 to 256 letters, digits or the characters ._~+/=- (`openssl rand -hex 32` makes one)',
    );
  }
  return value;
}

function parseSeconds(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value)) throw new Error(`${name} must be a number of seconds, got "${value}"`);
  return Number(value);
}

function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (!value) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** Paystack's channel names, separated by commas (spaces allowed), each once. */
function parsePaystackChannels(value: string | undefined): readonly PaystackChannel[] {
  if (!value) return DEFAULT_PAYSTACK_CHANNELS;
  const names = value.split(',').map((name) => name.trim());
  const channels = names.flatMap((name) => PAYSTACK_CHANNELS.filter((channel) => channel === name));
  if (channels.length !== names.length || new Set(channels).size !== channels.length) {
    throw new Error(
      `PAYSTACK_CHANNELS must be Paystack channel names separated by commas, each once (${PAYSTACK_CHANNELS.join(', ')}), got "${value}"`,
    );
  }
  return channels;
}

/** The secret key each provider needs, by the name of its setting. */
const PROVIDER_KEYS = { paystack: 'PAYSTACK_SECRET_KEY', flutterwave: 'FLUTTERWAVE_SECRET_KEY' } as const;

/**
 * PAYMENT_PROVIDER, or the provider whose secret key is set (the sandbox when none is). Both keys set and no
 * PAYMENT_PROVIDER is refused rather than guessed: the farm says whose checkout its shoppers meet.
 */
function parsePaymentProvider(
  value: string | undefined,
  hasKey: Record<keyof typeof PROVIDER_KEYS, boolean>,
): PayNowProvider {
  if (!value) {
    if (hasKey.paystack && hasKey.flutterwave) {
      throw new Error(
        'PAYSTACK_SECRET_KEY and FLUTTERWAVE_SECRET_KEY are both set: set PAYMENT_PROVIDER to paystack or flutterwave',
      );
    }
    return hasKey.paystack ? 'paystack' : hasKey.flutterwave ? 'flutterwave' : 'sandbox';
  }
  const provider = PAY_NOW_PROVIDERS.find((name) => name === value);
  if (!provider)
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAY_NOW_PROVIDERS.join(', ')}, got "${value}"`);
  if ((provider === 'paystack' || provider === 'flutterwave') && !hasKey[provider]) {
    throw new Error(`PAYMENT_PROVIDER=${provider} needs ${PROVIDER_KEYS[provider]}`);
  }
  return provider;
}

/**
 * Flutterwave's settings when its secret key is set. Its webhooks are proven by the secret hash alone, so the hash
 * must come with the key, and be long enough not to be guessed. The messages never repeat the secrets.
 */
function parseFlutterwave(env: NodeJS.ProcessEnv, publicUrl: string): FlutterwaveConfig | undefined {
  const { FLUTTERWAVE_SECRET_KEY: secretKey, FLUTTERWAVE_WEBHOOK_HASH: webhookHash } = env;
  if (!secretKey) return undefined;
  if (!webhookHash) {
    throw new Error(
      "FLUTTERWAVE_SECRET_KEY needs FLUTTERWAVE_WEBHOOK_HASH: the secret hash set in Flutterwave's dashboard " +
        '(Settings > Webhooks), which its webhooks carry',
    );
  }
  if (!/^[\x21-\x7e]{16,256}$/.test(webhookHash)) {
    throw new Error(
      'FLUTTERWAVE_WEBHOOK_HASH must be 16 to 256 characters, without spaces (`openssl rand -hex 32` makes one)',
    );
  }
  return {
    secretKey,
    webhookHash,
    baseUrl: env.FLUTTERWAVE_BASE_URL || DEFAULT_FLUTTERWAVE_BASE_URL,
    redirectUrl: `${publicUrl}${SHOP_CHECKOUT_PATH}`,
  };
}

/** `true` (any proxy), or the proxies' addresses and CIDR ranges separated by commas. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/**
 * The country a phone number written without a dial code belongs to: the farm's, Nigeria (numbers are kept with
 * +234); the CSV writes its numbers in their national form.
 */
export const SHOP_PHONE_COUNTRY: CountryCode = 'NG';
