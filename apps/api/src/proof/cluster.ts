import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PAYSTACK_TEST_SECRET, PaystackStandIn } from '../test/paystack-stand-in.js';
import { SmtpStandIn } from '../test/smtp-stand-in.js';
import { freePort, Instance } from './instances.js';

export interface ClusterOptions {
  instances: number;
  /** A PostgreSQL server's URL (a schema of its own is made in it); without it, SQLite in a data directory. */
  postgresUrl?: string;
  redisUrl?: string;
}

/**
 * API instances over one database, with the outside world they talk to: a Paystack stand-in and an SMTP server
 * that keeps every message. The instances share the secret, so each accepts the others' tokens and codes.
 */
export class Cluster {
  readonly paystack = new PaystackStandIn();
  readonly smtp = new SmtpStandIn();
  readonly instances: Instance[] = [];
  /** Tells this run's shoppers from an earlier run's (Redis keeps rate-limit counters for minutes). */
  readonly runId = randomBytes(6).toString('hex');
  /** The PostgreSQL database the instances use, when they use one. */
  db: pg.Pool | undefined;
  private readonly schema = `proof_${this.runId}`;
  private readonly dirs: string[] = [];

  constructor(private readonly options: ClusterOptions) {}

  async start(): Promise<void> {
    await Promise.all([this.paystack.start(), this.smtp.start()]);
    const env: Record<string, string> = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: this.smtp.url,
      PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET,
      PAYSTACK_BASE_URL: this.paystack.baseUrl,
      TRUST_PROXY: '127.0.0.1',
      // The API alone: no shop pages to render.
      STATIC_DIR: '/nonexistent',
      BACKOFFICE_DIR: '/nonexistent',
      SHOP_RENDERER: '/nonexistent',
      ...(this.options.redisUrl ? { REDIS_URL: this.options.redisUrl } : {}),
    };
    if (this.options.postgresUrl) {
      await this.onServer(`create schema ${this.schema}`);
      const url = new URL(this.options.postgresUrl);
      url.searchParams.set('options', `-c search_path=${this.schema}`);
      env.DATABASE_URL = url.toString();
      this.db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'farmkit-proof-'));
    this.dirs.push(dataDir);
    for (let index = 0; index < this.options.instances; index += 1) {
      this.instances.push(new Instance(await freePort(), { ...env, DATA_DIR: dataDir }));
    }
    // One after the other: the first migrates and seeds the database, the others find it ready.
    for (const instance of this.instances) await instance.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((instance) => instance.stop()));
    await Promise.all([this.paystack.stop(), this.smtp.stop()]);
    await this.db?.end();
    if (this.options.postgresUrl) await this.onServer(`drop schema if exists ${this.schema} cascade`);
    await Promise.all(this.dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }

  private async onServer(statement: string): Promise<void> {
    const admin = new pg.Client({ connectionString: this.options.postgresUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  }
}
