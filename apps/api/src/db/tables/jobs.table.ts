import type { ColumnType, Generated } from 'kysely';

export type JobState = 'queued' | 'running' | 'done' | 'dead';

/** ISO text in, a Date (PostgreSQL) or the stored text (SQLite) out. */
type Timestamp = ColumnType<Date | string, string, string>;
type DefaultTimestamp = ColumnType<Date | string, string | undefined, string>;

/** A side effect that must happen, written in the transaction of its cause and run by a worker (plugins/external/jobs.ts). */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON text of the kind's payload (JobPayloads). */
  payload: string;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** Attempts started, counted when a worker claims the job. */
  attempts: Generated<number>;
  max_attempts: number;
  /** When it may run (again). */
  run_after: Timestamp;
  /** The lease: the worker running it, and until when. */
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  /** At most one job per key; a recurring job keeps its row. */
  unique_key: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface JobTables {
  jobs: JobsTable;
}
