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
      },
      payments: { paystack: undefined },
    });
  });

  it('reads the port, data directory, static directory and log level from the environment', () => {
    const config = loadConfig({
      PORT: '3100',
      DATA_DIR: '/srv/farm',
      STATIC_DIR: '/srv/site',
      LOG_LEVEL: 'warn',
    });

    expect(config).toMatchObject({
      port: 3100,
      logLevel: 'warn',
      database: { dialect: 'sqlite', file: '/srv/farm/farm.db' },
      staticDir: '/srv/site',
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

  it('refuses a COOKIE_SECURE that is neither true nor false', () => {
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(
      'COOKIE_SECURE must be true or false, got "yes"',
    );
  });

  it.each(['http', '-1', '70000', '3000.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a port number, got "${port}"`);
  });
});
