import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { JobKind, JobPayloads } from './job-kinds.js';
import {
  type ClaimedJob,
  claimJob,
  completeJob,
  ensureRecurringJob,
  extendLease,
  failJob,
} from './jobs.repository.js';

/** Runs one job of a kind. Throwing fails the attempt: the job runs again later, or is dead once out of attempts. */
export type JobHandler<K extends JobKind> = (payload: JobPayloads[K], job: ClaimedJob<K>) => Promise<void>;

interface JobDefinition {
  run: JobHandler<JobKind>;
  /** Recurring: the job runs again this long after each run; it is never dead. */
  everyMs: number | undefined;
}

export interface WorkerOptions {
  /** How long an idle worker waits before it looks for due jobs again. */
  pollIntervalMs: number;
  /** How long a claim lasts without news from its worker; a running job renews it every third of it. */
  leaseMs: number;
  /** Jobs run at once by one process. One keeps a process's e-mails in the order their causes committed. */
  concurrency: number;
  /** The first retry comes after about this long; each later one after twice as long as the one before... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** Whether the worker looks for jobs by itself; without it only drain() runs them (tests). */
  runInBackground: boolean;
  /** What time it is: leases, retries and recurrences are reckoned from it (tests move it forward). */
  now: () => Date;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollIntervalMs: 1000,
  leaseMs: 60_000,
  concurrency: 1,
  retryBaseMs: 15_000,
  retryMaxMs: 60 * 60_000,
  runInBackground: true,
  now: () => new Date(),
};

/**
 * How long before retrying after the attempt's failure: exponential (base, 2 × base, 4 × base... capped), with
 * "equal jitter", a random point in the upper half of that, so jobs that failed together do not retry together.
 */
export function retryDelayMs(
  attempt: number,
  { retryBaseMs, retryMaxMs }: Pick<WorkerOptions, 'retryBaseMs' | 'retryMaxMs'>,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
}

/**
 * The jobs of one process: claims due jobs of the kinds it knows (a process never claims a kind it cannot run),
 * runs each under a renewed lease, and records the outcome. A job runs at least once; one whose worker died
 * (SIGKILL, a lost machine) is claimed again once its lease has expired, so handlers must bear a second run.
 */
export class JobWorker {
  /** Names this process's claims (locked_by): host, pid, and a random part for two apps in one process. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly inHand = new Set<Promise<unknown>>();
  private readonly sleepers = new Set<() => void>();
  private readonly slotWaiters: (() => void)[] = [];
  private freeSlots: number;
  private loops: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: WorkerOptions,
  ) {
    this.freeSlots = Math.max(1, options.concurrency);
  }

  define<K extends JobKind>(kind: K, run: JobHandler<K>, everyMs?: number): void {
    if (this.definitions.has(kind)) throw new Error(`Job kind ${kind} already has a handler`);
    this.definitions.set(kind, { run: run as JobHandler<JobKind>, everyMs });
  }

  /** Writes the row of each recurring job (once, whichever process starts first), then starts looking for jobs. */
  async start(): Promise<void> {
    for (const [kind, { everyMs }] of this.definitions) {
      if (everyMs !== undefined) await ensureRecurringJob(this.db(), kind as JobKind, this.options.now());
    }
    if (!this.options.runInBackground) return;
    for (let loop = 0; loop < Math.max(1, this.options.concurrency); loop++) this.loops.push(this.loop());
  }

  /** Claims nothing more, and resolves once the jobs in hand are finished (and recorded). */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of [...this.sleepers]) wake();
    await Promise.all(this.loops);
    await Promise.allSettled([...this.inHand]);
  }

  /** Runs due jobs until none is left, waiting for those already running in this process (tests). */
  async drain(): Promise<void> {
    for (;;) {
      if (await this.runNext({ evenWhenStopping: true })) continue;
      if (this.inHand.size === 0) return;
      await Promise.allSettled([...this.inHand]);
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      try {
        worked = await this.runNext({ evenWhenStopping: false });
      } catch (error) {
        this.log.error({ err: error }, 'job worker: could not claim or record a job');
      }
      if (!worked && !this.stopping) await this.sleep(this.options.pollIntervalMs);
    }
  }

  /** Claims one due job and runs it; false when none was due. */
  private async runNext({ evenWhenStopping }: { evenWhenStopping: boolean }): Promise<boolean> {
    await this.takeSlot();
    try {
      if (this.stopping && !evenWhenStopping) return false;
      // In hand from the claim on: drain() waits for a claim still on its way, not only for a job already running.
      const attempt = this.claimAndRun();
      this.inHand.add(attempt);
      try {
        return await attempt;
      } finally {
        this.inHand.delete(attempt);
      }
    } finally {
      this.giveSlot();
    }
  }

  private async claimAndRun(): Promise<boolean> {
    const job = await claimJob(this.db(), {
      workerId: this.id,
      kinds: [...this.definitions.keys()],
      now: this.options.now(),
      leaseMs: this.options.leaseMs,
    });
    if (!job) return false;
    await this.run(job);
    return true;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.kind);
    if (!definition) throw new Error(`No handler for job kind ${job.kind}`);
    const { everyMs } = definition;
    const log = this.log.child({ job: job.id, kind: job.kind, attempt: job.attempt });
    const db = this.db();
    const workerId = this.id;

    if (everyMs === undefined && job.attempt > job.maxAttempts) {
      // Claimed again after its last attempt's lease expired: that attempt never ended (its worker died).
      const error =
        'The last attempt never finished: the worker running it stopped before its lease expired.';
      await failJob(db, { id: job.id, workerId, error, retryAt: undefined });
      log.error('job dead: its attempts are spent');
      return;
    }

    const heartbeat = setInterval(() => {
      const until = this.later(this.options.leaseMs);
      extendLease(db, { id: job.id, workerId, until }).then(
        (held) => held || log.warn('job lease lost: another worker may run it again'),
        (error: unknown) => log.warn({ err: error }, 'job lease not renewed'),
      );
    }, this.options.leaseMs / 3);
    heartbeat.unref();
    let failure: { error: unknown } | undefined;
    try {
      await definition.run(job.payload, job);
    } catch (error) {
      failure = { error };
    } finally {
      clearInterval(heartbeat);
    }

    if (!failure) {
      const nextRunAt = everyMs === undefined ? undefined : this.later(everyMs);
      await completeJob(db, { id: job.id, workerId, nextRunAt });
      return;
    }
    const delay = retryDelayMs(job.attempt, this.options);
    const retryAt =
      everyMs !== undefined
        ? this.later(Math.min(delay, everyMs))
        : job.attempt < job.maxAttempts
          ? this.later(delay)
          : undefined;
    await failJob(db, { id: job.id, workerId, error: describeError(failure.error), retryAt });
    if (retryAt) log.warn({ err: failure.error, retryAt }, 'job failed: it runs again later');
    else log.error({ err: failure.error }, 'job dead: its attempts are spent');
  }

  /** `ms` from now, on the worker's clock. */
  private later(ms: number): Date {
    return new Date(this.options.now().getTime() + ms);
  }

  private async takeSlot(): Promise<void> {
    if (this.freeSlots > 0) {
      this.freeSlots--;
      return;
    }
    await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
  }

  private giveSlot(): void {
    const next = this.slotWaiters.shift();
    if (next) next();
    else this.freeSlots++;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      // The worker never keeps a process alive by itself.
      timer.unref();
      this.sleepers.add(wake);
    });
  }
}
