import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { repoRoot } from './paths.js';

const run = promisify(execFile);
/** How long the server process started below may take to refuse its settings. */
const CHILD_TIMEOUT_MS = 60_000;

describe('loadConfig', () => {
  it('defaults to port 3000 and SQLite in the data directory at the repository root', () => {
    expect(loadConfig({})).toEqual({
      host: '0.0.0.0',
      port: 3000,
      logLevel: 'info',
      timeouts: { connectionMs: 60_000, requestMs: 120_000, keepAliveMs: 72_000, shutdownMs: 25_000 },
      metricsToken: undefined,
      database: { dialect: 'sqlite', file: join(repoRoot, 'data', 'farm.db') },
      dataDir: join(repoRoot, 'data'),
      staticDir: join(repoRoot, 'apps', 'storefront', 'dist'),
      shopRenderer: join(repoRoot, 'apps', 'storefront', 'dist-server', 'entry-server.js'),
      backofficeDir: join(repoRoot, 'apps', 'backoffice', 'dist'),
      trustProxy: false,
      accounts: {
        jwtSecret: undefined,
        mail: {
          smtpUrl: undefined,
          from: '"Kuje Green Farms" <no-reply@localhost>',
          shopName: 'Kuje Green Farms',
        },
        google: undefined,
        redisUrl: undefined,
        cookieSecure: undefined,
        accessTokenLifetimeSeconds: undefined,
      },
      payments: { provider: 'sandbox', paystack: undefined, holdLimits: { perProduct: 10, perAccount: 30 } },
      shop: { currency: 'NGN', locale: 'en-NG', timeZone: 'Africa/Lagos', firstOrderDiscountRate: 0.2 },
      publicUrl: 'http://localhost:3000',
      s3: undefined,
    });
  });

  it("reads the shop's currency, locale and first-order discount", () => {
    expect(
      loadConfig({ SHOP_CURRENCY: 'GHS', SHOP_LOCALE: 'en-GH', FIRST_ORDER_DISCOUNT_RATE: '0.15' }).shop,
    ).toEqual({ currency: 'GHS', locale: 'en-GH', timeZone: 'Africa/Lagos', firstOrderDiscountRate: 0.15 });
    expect(loadConfig({ FIRST_ORDER_DISCOUNT_RATE: '1' }).shop.firstOrderDiscountRate).toBe(1);
    expect(loadConfig({ FIRST_ORDER_DISCOUNT: 'true' }).shop.firstOrderDiscountRate).toBe(0.2);
    // Off, whatever the rate: the discount takes nothing.
    expect(loadConfig({ FIRST_ORDER_DISCOUNT: 'false' }).shop.firstOrderDiscountRate).toBe(0);
    expect(
      loadConfig({ FIRST_ORDER_DISCOUNT: 'false', FIRST_ORDER_DISCOUNT_RATE: '0.5' }).shop
        .firstOrderDiscountRate,
    ).toBe(0);
  });

  it("reads the time zone the shop's times are written in, and refuses one that is not a zone", () => {
    expect(loadConfig({ SHOP_TIME_ZONE: 'Africa/Accra' }).shop.timeZone).toBe('Africa/Accra');
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Lagos' })).toThrow(
      'SHOP_TIME_ZONE must be an IANA time zone such as Africa/Lagos, got "Lagos"',
    );
  });

  it.each(['1.5', '20', '-0.1', '20%', '0,2', 'abc'])('refuses FIRST_ORDER_DISCOUNT_RATE=%s', (rate) => {
    expect(() => loadConfig({ FIRST_ORDER_DISCOUNT_RATE: rate })).toThrow(
      `FIRST_ORDER_DISCOUNT_RATE must be a share from 0 to 1 (0.2 takes 20% off), got "${rate}"`,
    );
  });

  it('refuses a FIRST_ORDER_DISCOUNT that is neither true nor false', () => {
    expect(() => loadConfig({ FIRST_ORDER_DISCOUNT: 'off' })).toThrow(
      'FIRST_ORDER_DISCOUNT must be true or false, got "off"',
    );
  });

  it.each([
    ['ngn', 'SHOP_CURRENCY must be an ISO 4217 currency code such as NGN, got "ngn"'],
    ['NAIRA', 'SHOP_CURRENCY must be an ISO 4217 currency code such as NGN, got "NAIRA"'],
    ['XYZ', 'SHOP_CURRENCY must be an ISO 4217 currency code such as NGN, got "XYZ"'],
    [
      'JPY',
      'SHOP_CURRENCY must be a currency of 100 minor units (amounts are kept in hundredths), got "JPY"',
    ],
  ])('refuses SHOP_CURRENCY=%s', (currency, message) => {
    expect(() => loadConfig({ SHOP_CURRENCY: currency })).toThrow(message);
  });

  it.each(['english', 'xx-YY', 'en_NG'])('refuses SHOP_LOCALE=%s', (locale) => {
    expect(() => loadConfig({ SHOP_LOCALE: locale })).toThrow(
      `SHOP_LOCALE must be a locale such as en-NG, got "${locale}"`,
    );
  });

  // tsx compiles the server's whole import graph before the check runs: on a loaded two-core machine that took
  // over the 30 s every test has, while the server itself had a minute (CHILD_TIMEOUT_MS).
  it('refuses to start the server with a discount rate outside 0..1, saying which setting is wrong', {
    timeout: CHILD_TIMEOUT_MS + 10_000,
  }, async () => {
    const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
    const started = run(tsx, ['--conditions=@farmkit/source', join(repoRoot, 'apps/api/src/server.ts')], {
      env: { ...process.env, FIRST_ORDER_DISCOUNT_RATE: '1.5', PORT: '0', DATA_DIR: tmpdir() },
      timeout: CHILD_TIMEOUT_MS,
    });

    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        'Cannot start: FIRST_ORDER_DISCOUNT_RATE must be a share from 0 to 1 (0.2 takes 20% off), got "1.5"',
      ),
    });
  });

  it("reads the shop's public address, and refuses one that is not an http(s) address", () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.ng/' }).publicUrl).toBe('https://shop.example.ng');
    expect(loadConfig({ PUBLIC_URL: 'https://example.ng/farm/' }).publicUrl).toBe('https://example.ng/farm');
    for (const value of ['shop.example.ng', 'ftp://shop.example.ng', 'https://shop.example.ng/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL must be/);
    }
  });

  it('reads the port, data directory, the two apps’ directories and log level from the environment', () => {
    const config = loadConfig({
      PORT: '3100',
      DATA_DIR: '/srv/farm',
      STATIC_DIR: '/srv/site',
      SHOP_RENDERER: '/srv/site-server/entry-server.js',
      BACKOFFICE_DIR: '/srv/admin',
      LOG_LEVEL: 'warn',
    });

    expect(config).toMatchObject({
      port: 3100,
      logLevel: 'warn',
      database: { dialect: 'sqlite', file: '/srv/farm/farm.db' },
      staticDir: '/srv/site',
      shopRenderer: '/srv/site-server/entry-server.js',
      backofficeDir: '/srv/admin',
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://farm@db.internal:5432/farm';

    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      dialect: 'postgres',
      connectionString: url,
    });
  });

  it('reads the account settings: secret, mail, Google, Redis, cookie and proxy', () => {
    const config = loadConfig({
      JWT_SECRET: 's3cret',
      SMTP_URL: 'smtp://mail.internal:587',
      SHOP_NAME: 'Green Acres',
      GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
      REDIS_URL: 'redis://cache:6379',
      COOKIE_SECURE: 'true',
      ACCESS_TOKEN_LIFETIME: '300',
      TRUST_PROXY: '10.0.0.0/8',
    });

    expect(config.trustProxy).toBe('10.0.0.0/8');
    expect(config.accounts).toEqual({
      jwtSecret: 's3cret',
      mail: {
        smtpUrl: 'smtp://mail.internal:587',
        from: '"Green Acres" <no-reply@localhost>',
        shopName: 'Green Acres',
      },
      google: {
        clientId: 'client.apps.googleusercontent.com',
        tokeninfoUrl: 'https://oauth2.googleapis.com/tokeninfo',
      },
      redisUrl: 'redis://cache:6379',
      cookieSecure: true,
      accessTokenLifetimeSeconds: 300,
    });
    expect(loadConfig({ MAIL_FROM: 'shop@farm.ng' }).accounts.mail.from).toBe('shop@farm.ng');
  });

  it('takes payments with Paystack when its secret key is set, at its own API unless told otherwise', () => {
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1' }).payments.paystack).toEqual({
      secretKey: 'sk_test_1',
      baseUrl: 'https://api.paystack.co',
      channels: ['card', 'bank_transfer', 'ussd', 'bank'],
    });
    expect(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' }).payments
        .paystack?.baseUrl,
    ).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' }).payments.paystack).toBeUndefined();
  });

  it('offers the Paystack channels PAYSTACK_CHANNELS names, and refuses a name Paystack does not document', () => {
    const channels = (value: string) =>
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_CHANNELS: value }).payments.paystack?.channels;
    expect(channels('card')).toEqual(['card']);
    expect(channels('mobile_money, qr,eft,apple_pay')).toEqual(['mobile_money', 'qr', 'eft', 'apple_pay']);
    for (const wrong of ['cards', 'card,transfer', 'card,,ussd', 'card,card', 'Card']) {
      expect(() => channels(wrong)).toThrow(
        'PAYSTACK_CHANNELS must be Paystack channel names separated by commas, each once (card, bank, ussd, ' +
          `qr, mobile_money, bank_transfer, eft, apple_pay), got "${wrong}"`,
      );
    }
  });

  it("takes payments with Flutterwave when its key and webhook hash are set, sending shoppers back to the shop's checkout", () => {
    const hash = 'c0ffee'.repeat(6);
    const flutterwave = (env: NodeJS.ProcessEnv) =>
      loadConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1', FLUTTERWAVE_WEBHOOK_HASH: hash, ...env })
        .payments;

    expect(flutterwave({})).toMatchObject({
      provider: 'flutterwave',
      paystack: undefined,
      flutterwave: {
        secretKey: 'FLWSECK_TEST-1',
        webhookHash: hash,
        baseUrl: 'https://api.flutterwave.com',
        redirectUrl: 'http://localhost:3000/homepage/checkout',
      },
    });
    expect(
      flutterwave({ PUBLIC_URL: 'https://shop.example.ng/', FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4020' })
        .flutterwave,
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:4020',
      redirectUrl: 'https://shop.example.ng/homepage/checkout',
    });
    expect(loadConfig({ FLUTTERWAVE_WEBHOOK_HASH: hash }).payments.flutterwave).toBeUndefined();
  });

  it('refuses a Flutterwave key without a webhook hash, or a hash short enough to guess, without showing it', () => {
    expect(() => loadConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1' })).toThrow(
      "FLUTTERWAVE_SECRET_KEY needs FLUTTERWAVE_WEBHOOK_HASH: the secret hash set in Flutterwave's dashboard",
    );
    for (const hash of ['short-hash', 'a hash with spaces in it', 'x'.repeat(257)]) {
      const load = () =>
        loadConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1', FLUTTERWAVE_WEBHOOK_HASH: hash });
      expect(load).toThrow('FLUTTERWAVE_WEBHOOK_HASH must be 16 to 256 characters, without spaces');
      expect(load).not.toThrow(hash);
    }
  });

  it('caps what one account holds while it pays: per product and in all, whole units', () => {
    expect(
      loadConfig({ PAY_NOW_HOLD_PER_PRODUCT: '4', PAY_NOW_HOLD_PER_ACCOUNT: '12' }).payments.holdLimits,
    ).toEqual({ perProduct: 4, perAccount: 12 });
    expect(() => loadConfig({ PAY_NOW_HOLD_PER_PRODUCT: '0' })).toThrow('PAY_NOW_HOLD_PER_PRODUCT must be');
    expect(() => loadConfig({ PAY_NOW_HOLD_PER_ACCOUNT: '2.5' })).toThrow('PAY_NOW_HOLD_PER_ACCOUNT must be');
    expect(() => loadConfig({ PAY_NOW_HOLD_PER_ACCOUNT: '5' })).toThrow(
      'PAY_NOW_HOLD_PER_ACCOUNT must be a whole number of units, at least PAY_NOW_HOLD_PER_PRODUCT (10), got 5',
    );
  });

  it('chooses who takes Pay Now: the provider whose key is set, the sandbox without, or PAYMENT_PROVIDER', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1' }).payments.provider).toBe('paystack');
    expect(
      loadConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1', FLUTTERWAVE_WEBHOOK_HASH: 'c0ffee'.repeat(6) })
        .payments.provider,
    ).toBe('flutterwave');
    expect(loadConfig({ PAYMENT_PROVIDER: 'off' }).payments.provider).toBe('off');
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'sandbox', PAYSTACK_SECRET_KEY: 'sk_test_1' }).payments.provider,
    ).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(
      'PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER must be one of paystack, flutterwave, sandbox, off, got "stripe"',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'flutterwave' })).toThrow(
      'PAYMENT_PROVIDER=flutterwave needs FLUTTERWAVE_SECRET_KEY',
    );
    const bothKeys = {
      PAYSTACK_SECRET_KEY: 'sk_test_1',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-1',
      FLUTTERWAVE_WEBHOOK_HASH: 'c0ffee'.repeat(6),
    };
    expect(() => loadConfig(bothKeys)).toThrow(
      'PAYSTACK_SECRET_KEY and FLUTTERWAVE_SECRET_KEY are both set: set PAYMENT_PROVIDER to paystack or flutterwave',
    );
    expect(loadConfig({ ...bothKeys, PAYMENT_PROVIDER: 'flutterwave' }).payments.provider).toBe(
      'flutterwave',
    );
    expect(loadConfig({ ...bothKeys, PAYMENT_PROVIDER: 'paystack' }).payments.provider).toBe('paystack');
  });

  it('refuses a COOKIE_SECURE that is neither true nor false', () => {
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(
      'COOKIE_SECURE must be true or false, got "yes"',
    );
  });

  it.each(['15m', '0', '-5', '1.5'])('refuses ACCESS_TOKEN_LIFETIME=%s', (lifetime) => {
    expect(() => loadConfig({ ACCESS_TOKEN_LIFETIME: lifetime })).toThrow(
      `ACCESS_TOKEN_LIFETIME must be a number of seconds, got "${lifetime}"`,
    );
  });

  it.each(['http', '-1', '70000', '3000.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a port number, got "${port}"`);
  });
});

describe('loadConfig: timeouts and metrics', () => {
  it('reads the timeouts in milliseconds', () => {
    expect(
      loadConfig({
        CONNECTION_TIMEOUT_MS: '30000',
        REQUEST_TIMEOUT_MS: '90000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        SHUTDOWN_TIMEOUT_MS: '10000',
      }).timeouts,
    ).toEqual({ connectionMs: 30_000, requestMs: 90_000, keepAliveMs: 65_000, shutdownMs: 10_000 });
  });

  it.each([
    ['CONNECTION_TIMEOUT_MS', '0'],
    ['REQUEST_TIMEOUT_MS', '2m'],
    ['KEEP_ALIVE_TIMEOUT_MS', '-5'],
    ['SHUTDOWN_TIMEOUT_MS', '1.5'],
    ['SHUTDOWN_TIMEOUT_MS', '10000000'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      `${name} must be a number of milliseconds from 1 to 9999999, got "${value}"`,
    );
  });

  it('refuses a request timeout shorter than the headers timeout, which sits above the keep-alive timeout', () => {
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '72000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      'REQUEST_TIMEOUT_MS must be at least KEEP_ALIVE_TIMEOUT_MS + 1000 (the headers timeout, 73000), got 60000',
    );
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '6000' }).timeouts).toMatchObject({
      keepAliveMs: 5_000,
      requestMs: 6_000,
    });
  });

  it('reads METRICS_TOKEN, and refuses one short or odd enough to be a mistake without repeating it', () => {
    const token = 'c0ffee'.repeat(6);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['short', 'has spaces in the middle', `${token}"`]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(
        'METRICS_TOKEN must be 16 to 256 letters, digits or the characters ._~+/=- (`openssl rand -hex 32` makes one)',
      );
    }
  });
});

describe('loadConfig: uploads in S3', () => {
  it('keeps uploads in the data directory unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("reads the bucket, in us-east-1 at AWS's endpoint with the SDK's own credentials by default", () => {
    expect(loadConfig({ S3_BUCKET: 'farm-uploads' }).s3).toEqual({
      bucket: 'farm-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      keyPrefix: '',
    });
  });

  it('reads the endpoint, region, keys, path style and prefix of another vendor', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'farm-uploads',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'farm',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/kuje/uploads/',
      }).s3,
    ).toEqual({
      bucket: 'farm-uploads',
      region: 'eu-west-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'farm', secretAccessKey: 'secret' },
      forcePathStyle: true,
      keyPrefix: 'kuje/uploads/',
    });
  });

  it.each([
    [
      { S3_ENDPOINT: 'http://minio.internal:9000' },
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to keep uploads in S3, or unset it to keep ' +
        'uploads in DATA_DIR/uploads',
    ],
    [
      { S3_ACCESS_KEY_ID: 'farm', S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not: set S3_BUCKET to keep uploads in S3, ' +
        'or unset them',
    ],
    [
      { S3_BUCKET: 'farm-uploads', S3_ACCESS_KEY_ID: 'farm' },
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK's default",
    ],
    [
      { S3_BUCKET: 'farm-uploads', S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
    [{ S3_BUCKET: 'Farm_Uploads' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'farm-uploads', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) address'],
    [{ S3_BUCKET: 'farm-uploads', S3_REGION: 'EU West' }, 'S3_REGION must be a region such as eu-west-1'],
    [{ S3_BUCKET: 'farm-uploads', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_BUCKET: 'farm-uploads', S3_PREFIX: 'shop/../other' }, 'S3_PREFIX must be folder names'],
    [{ S3_BUCKET: 'farm-uploads', S3_PREFIX: 'shop uploads' }, 'S3_PREFIX must be folder names'],
  ])('refuses a half or wrong S3 configuration: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
