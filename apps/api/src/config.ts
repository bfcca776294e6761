import { join, resolve } from 'node:path';
import type { DatabaseConfig } from './db/database.js';
import { repoRoot } from './paths.js';

export interface Config {
  host: string;
  port: number;
  logLevel: string;
  database: DatabaseConfig;
  /** The built storefront, served when it exists. */
  staticDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, 'data'));
  return {
    host: '0.0.0.0',
    port: parsePort(env.PORT),
    logLevel: env.LOG_LEVEL || 'info',
    database: env.DATABASE_URL
      ? { dialect: 'postgres', connectionString: env.DATABASE_URL }
      : { dialect: 'sqlite', file: join(dataDir, 'farm.db') },
    staticDir: resolve(env.STATIC_DIR || join(repoRoot, 'apps', 'storefront', 'dist')),
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}
