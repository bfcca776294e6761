import { type ColumnDefinitionBuilder, type Kysely, PostgresIntrospector, sql } from 'kysely';

// Frozen: once released, a migration never changes (a schema change is a new migration), so it is typed
// against no table types of today.
// biome-ignore lint/suspicious/noExplicitAny: see above
type FrozenDatabase = Kysely<any>;

const STATES = sql`state in ('queued', 'running', 'done', 'dead')`;

/**
 * Durable jobs: the side effects that must happen (e-mails, payment webhooks, hold expiry) as rows
 * written in the transaction of their cause, claimed by a worker in each API process under a lease.
 */
export async function up(db: FrozenDatabase): Promise<void> {
  const postgres = db.introspection instanceof PostgresIntrospector;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const now = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`);

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'varchar(100)', (col) => col.notNull())
    // JSON text, the same on both databases.
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull().defaultTo('queued').check(STATES))
    // Attempts started so far (counted when claimed, so a job that kills its worker still runs out of them).
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().check(sql`max_attempts > 0`))
    // When it may run next: its creation, or the next retry.
    .addColumn('run_after', 'timestamptz', (col) => col.notNull())
    // The lease: which worker runs it, and until when; another worker may claim it once it has expired.
    .addColumn('locked_by', 'varchar(200)')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    // At most one job per key (a recurring job keeps one row, rescheduled after each run).
    .addColumn('unique_key', 'varchar(200)', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .execute();
  // Claiming: the queued jobs due first, and the running jobs whose lease has expired.
  await db.schema
    .createIndex('jobs_state_run_after_idx')
    .on('jobs')
    .columns(['state', 'run_after'])
    .execute();
  await db.schema
    .createIndex('jobs_state_locked_until_idx')
    .on('jobs')
    .columns(['state', 'locked_until'])
    .execute();
}

export async function down(db: FrozenDatabase): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
