import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.js';
import type { DatabaseConfig } from '../db/database.js';

/** A database of its own for one test file or suite, and how to throw it away. */
export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface TestDialect {
  name: 'sqlite' | 'postgres';
  enabled: boolean;
  createDatabase(): Promise<TestDatabase>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

const sqlite: TestDialect = {
  name: 'sqlite',
  enabled: true,
  async createDatabase() {
    const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-test-'));
    return {
      config: { dialect: 'sqlite', file: join(dataDir, 'farm.db') },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

/** Each database is a fresh schema, first on the search path, so test files running in parallel never meet. */
const postgres: TestDialect = {
  name: 'postgres',
  enabled: Boolean(testDatabaseUrl),
  async createDatabase() {
    const serverUrl = testDatabaseUrl ?? '';
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await runSql(serverUrl, `create schema ${schema}`);
    const url = new URL(serverUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return {
      config: { dialect: 'postgres', connectionString: url.toString() },
      drop: () => runSql(serverUrl, `drop schema ${schema} cascade`),
    };
  },
};

export const dialects: TestDialect[] = [sqlite, postgres];

/** For suites about the process rather than the database (timeouts, metrics): SQLite, always there. */
export const sqliteDialect: TestDialect = sqlite;

async function runSql(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same suite once per dialect; PostgreSQL only when TEST_DATABASE_URL names a server. */
export function describeEachDialect(title: string, suite: (dialect: TestDialect) => void): void {
  for (const dialect of dialects) {
    describe.skipIf(!dialect.enabled)(`${title} [${dialect.name}]`, () => suite(dialect));
  }
}

export const WELL_STOCKED = 100_000;

/**
 * A test app's options, or a function answering them when the app starts, for settings known only then (the port
 * of a stand-in started by the suite).
 */
export type TestAppOptions = TestAppSettings | (() => TestAppSettings);
type TestAppSettings = Omit<AppOptions, 'database' | 'dataDir'>;

const optionsNow = (options: TestAppOptions) => (typeof options === 'function' ? options() : options);

/**
 * An app on a database of its own, started before the suite's tests and closed after them. `prepare` runs
 * before the app is ready, to add test-only routes.
 */
export function useTestApp(
  dialect: TestDialect,
  options: TestAppOptions = {},
  prepare?: (app: App) => void,
): () => App {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    database = await dialect.createDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-data-'));
    app = buildApp({ ...optionsNow(options), database: database.config, dataDir });
    prepare?.(app);
    await app.ready();
    // The suites share one catalogue and place many orders: every product starts well stocked, and the stock
    // tests set the units they are about.
    await app.db.updateTable('products').set({ stock: WELL_STOCKED }).execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error('The test app starts in beforeAll');
    return app;
  };
}

/**
 * Two instances of the API on one database, as behind a load balancer, each with a data directory of its own;
 * started one after the other.
 */
export function useTwoInstances(dialect: TestDialect, options: TestAppOptions) {
  const apps: App[] = [];
  const dataDirs: string[] = [];
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await dialect.createDatabase();
    for (let instance = 0; instance < 2; instance++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-api-data-'));
      dataDirs.push(dataDir);
      const app = buildApp({ ...optionsNow(options), database: database.config, dataDir });
      await app.ready();
      apps.push(app);
    }
    await apps[0]?.db.updateTable('products').set({ stock: WELL_STOCKED }).execute();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });
  const instance = (index: number) => () => {
    const app = apps[index];
    if (!app) throw new Error('The instances start in beforeAll');
    return app;
  };
  return [instance(0), instance(1)] as const;
}
