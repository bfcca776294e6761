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
      staticDir: join(repoRoot, 'apps', 'storefront', 'dist'),
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

  it.each(['http', '-1', '70000', '3000.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a port number, got "${port}"`);
  });
});
