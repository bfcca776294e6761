import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { repoRoot } from './paths.js';

describe('loadConfig', () => {
  it('defaults to port 3000 and SQLite in the data directory at the repository root', () => {
    expect(loadConfig({})).toEqual({
      host: '0.0.0.0',
      port: 3000,
      logLevel: 'info',
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
      payments: { provider: 'sandbox', paystack: undefined },
      publicUrl: 'http://localhost:3000',
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
    });
    expect(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1', PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' }).payments
        .paystack?.baseUrl,
    ).toBe('http://127.0.0.1:4010');
    expect(loadConfig({ PAYSTACK_BASE_URL: 'http://127.0.0.1:4010' }).payments.paystack).toBeUndefined();
  });

  it('chooses who takes Pay Now: Paystack with its key, the sandbox without, or PAYMENT_PROVIDER', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_1' }).payments.provider).toBe('paystack');
    expect(loadConfig({ PAYMENT_PROVIDER: 'off' }).payments.provider).toBe('off');
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'sandbox', PAYSTACK_SECRET_KEY: 'sk_test_1' }).payments.provider,
    ).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(
      'PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER must be one of paystack, sandbox, off, got "stripe"',
    );
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
