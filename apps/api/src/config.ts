import { join, resolve } from 'node:path';
import { PAY_NOW_PROVIDERS, type PayNowProvider } from '@farmkit/contract';
import type { DatabaseConfig } from './db/database.js';
import { repoRoot } from './paths.js';

export interface Config {
  host: string;
  port: number;
  logLevel: string;
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
  /** Where the shop is reached from outside, for links in e-mails and the owner's setup link. */
  publicUrl: string;
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
   * Who takes Pay Now: by default Paystack when its secret key is set, the offline sandbox otherwise (test
   * payments: no money is taken); `off` offers no Pay Now.
   */
  provider?: PayNowProvider;
  paystack: PaystackConfig | undefined;
}

export interface PaystackConfig {
  secretKey: string;
  /** Paystack's API; tests point it at a local stand-in. */
  baseUrl: string;
  /** How long a call to Paystack may take (10 s by default). */
  timeoutMs?: number;
}

export const DEFAULT_SHOP_NAME = 'Kuje Green Farms';
export const DEFAULT_GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';
export const DEFAULT_PAYSTACK_BASE_URL = 'https://api.paystack.co';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  const shopName = env.SHOP_NAME || DEFAULT_SHOP_NAME;
  const port = parsePort(env.PORT);
  return {
    host: '0.0.0.0',
    port,
    logLevel: env.LOG_LEVEL || 'info',
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
      provider: parsePaymentProvider(env.PAYMENT_PROVIDER, Boolean(env.PAYSTACK_SECRET_KEY)),
      paystack: env.PAYSTACK_SECRET_KEY
        ? {
            secretKey: env.PAYSTACK_SECRET_KEY,
            baseUrl: env.PAYSTACK_BASE_URL || DEFAULT_PAYSTACK_BASE_URL,
          }
        : undefined,
    },
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
  };
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

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
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

function parsePaymentProvider(value: string | undefined, hasPaystackKey: boolean): PayNowProvider {
  if (!value) return hasPaystackKey ? 'paystack' : 'sandbox';
  const provider = PAY_NOW_PROVIDERS.find((name) => name === value);
  if (!provider)
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAY_NOW_PROVIDERS.join(', ')}, got "${value}"`);
  if (provider === 'paystack' && !hasPaystackKey) {
    throw new Error('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
  }
  return provider;
}

/** `true` (any proxy), or the proxies' addresses and CIDR ranges separated by commas. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
