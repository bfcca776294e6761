import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import type { JobState } from '../db/tables/jobs.table.js';
import type { JobKind, JobPayloads } from './job-kinds.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Attempts before a job is given up as `dead` (about two hours of retries with the worker's backoff). */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** The longest error text kept on a job. */
const MAX_ERROR_LENGTH = 4000;

/** A job as a worker holds it: claimed, its attempt counted, its payload parsed. */
export interface ClaimedJob<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  payload: JobPayloads[K];
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Writes a job, in the caller's transaction when it is given one: it runs only if the change that causes it
 * commits, and surely then (at least once). Answers its id.
 */
export async function enqueueJob<K extends JobKind>(
  db: Db,
  kind: K,
  payload: JobPayloads[K],
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_after: options.runAt?.toISOString() ?? now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The one row of a recurring job (its kind is its unique key): written once, by whichever process starts
 * first; afterwards each run reschedules it (completeJob's `nextRunAt`).
 */
export async function ensureRecurringJob(db: Db, kind: JobKind, firstRunAt: Date): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('jobs')
    .values({
      kind,
      payload: '{}',
      max_attempts: DEFAULT_MAX_ATTEMPTS,
      run_after: firstRunAt.toISOString(),
      unique_key: kind,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .execute();
}

/** Due: queued and its time has come, or running under a lease that has expired (its worker died). */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, 'jobs'>) =>
    eb.or([
      eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', now)]),
      eb.and([eb('state', '=', 'running'), eb('locked_until', '<=', now)]),
    ]);
}

/**
 * Claims the job due first among `kinds` for the worker, under a lease until `now + leaseMs`, counting the
 * attempt; undefined when none is due. Two workers never claim the same job: on PostgreSQL the candidate row is
 * locked by `SELECT ... FOR UPDATE SKIP LOCKED` (a second worker skips it and takes the next) and updated in the
 * same transaction; on SQLite, which writes one statement at a time, one conditional UPDATE picks and claims it.
 */
export async function claimJob(
  db: Kysely<Database>,
  {
    workerId,
    kinds,
    now,
    leaseMs,
  }: { workerId: string; kinds: readonly string[]; now: Date; leaseMs: number },
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const at = now.toISOString();
  const claim = {
    state: 'running',
    locked_by: workerId,
    locked_until: new Date(now.getTime() + leaseMs).toISOString(),
    updated_at: at,
  } as const;
  const dueFirst = (trx: Db) =>
    trx
      .selectFrom('jobs')
      .select('id')
      .where(isDue(at))
      .where('kind', 'in', kinds)
      .orderBy('run_after')
      .orderBy('id')
      .limit(1);
  // A plain read first: an idle worker's poll takes no lock and writes nothing (on SQLite, no write lock
  // contended with another process's transaction every second).
  if (!(await dueFirst(db).executeTakeFirst())) return undefined;

  const row = isPostgres(db)
    ? await db.transaction().execute(async (trx) => {
        const next = await dueFirst(trx).forUpdate().skipLocked().executeTakeFirst();
        if (!next) return undefined;
        return trx
          .updateTable('jobs')
          .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', next.id)
          .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
          .executeTakeFirst();
      })
    : await db
        .updateTable('jobs')
        .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', dueFirst(db))
        // Checked again on the row itself, so the statement claims nothing that is not due.
        .where(isDue(at))
        .returning(['id', 'kind', 'payload', 'attempts', 'max_attempts'])
        .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind as JobKind,
    payload: JSON.parse(row.payload) as JobPayloads[JobKind],
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** The job's lease moved on to `until`, if the worker still holds it; false when it has lost it. */
export async function extendLease(
  db: Db,
  { id, workerId, until }: { id: number; workerId: string; until: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: until.toISOString(), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * The worker's job succeeded: `done`, or, for a recurring job, queued again for `nextRunAt` with its attempts
 * reset. Nothing changes if another worker has claimed the job meanwhile (this worker's lease had expired).
 */
export async function completeJob(
  db: Db,
  { id, workerId, nextRunAt }: { id: number; workerId: string; nextRunAt?: Date | undefined },
): Promise<void> {
  const released = { locked_by: null, locked_until: null, updated_at: new Date().toISOString() };
  await db
    .updateTable('jobs')
    .set(
      nextRunAt
        ? { ...released, state: 'queued', attempts: 0, last_error: null, run_after: nextRunAt.toISOString() }
        : { ...released, state: 'done' },
    )
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * The worker's job failed with `error`: queued again for `retryAt`, or `dead` when there is none (its attempts
 * are spent). The error is kept either way. Nothing changes if another worker has claimed it meanwhile.
 */
export async function failJob(
  db: Db,
  {
    id,
    workerId,
    error,
    retryAt,
  }: { id: number; workerId: string; error: string; retryAt: Date | undefined },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      ...(retryAt ? { state: 'queued', run_after: retryAt.toISOString() } : { state: 'dead' }),
      last_error: error.slice(0, MAX_ERROR_LENGTH),
      locked_by: null,
      locked_until: null,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .where('locked_by', '=', workerId)
    .execute();
}

/** How many jobs are in each state (every state named, 0 when none): for metrics and the operator. */
export async function jobCountsByState(db: Db): Promise<Record<JobState, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['state', sql<number | string>`count(*)`.as('count')])
    .groupBy('state')
    .execute();
  const counts: Record<JobState, number> = { queued: 0, running: 0, done: 0, dead: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

/** Forgets the jobs done before `before` (dead jobs stay until someone looks at them); answers how many. */
export async function pruneDoneJobs(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('state', '=', 'done')
    .where('updated_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
