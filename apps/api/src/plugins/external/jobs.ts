import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { JobKind } from '../../jobs/job-kinds.js';
import {
  DEFAULT_WORKER_OPTIONS,
  type JobHandler,
  JobWorker,
  type WorkerOptions,
} from '../../jobs/job-worker.js';
import { jobCountsByState, pruneDoneJobs } from '../../jobs/jobs.repository.js';

/** Done jobs are kept this long (to see what was sent, and when), then forgotten; dead jobs stay. */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

export interface Jobs {
  /**
   * Gives a kind its handler (each feature registers its own, before the app is ready). `everyMs` makes the
   * kind recurring: one row, run again that long after each run.
   */
  handle<K extends JobKind>(kind: K, run: JobHandler<K>, options?: { everyMs?: number }): void;
  /** Runs the due jobs until none is left, and waits for those running in this process (tests). */
  drain(): Promise<void>;
  /** The name this process's claims carry (`locked_by`). */
  readonly workerId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export type JobsOptions = Partial<WorkerOptions>;

/**
 * The durable jobs (jobs/): side effects written as rows in the transaction of their cause (enqueueJob), run by
 * a worker in every API process. The worker starts once the app is ready (every handler registered) and stops
 * first when the app closes (preClose): it claims nothing more and finishes the job in hand while the mailer
 * and the database are still open; what is left queued runs after the next start, here or in another process.
 * The `farmkit_jobs` gauge counts them by state for /metrics.
 */
export default fp<JobsOptions>(
  async (app, options) => {
    const settings = { ...DEFAULT_WORKER_OPTIONS, ...options };
    const worker = new JobWorker(() => app.db, app.log, settings);
    app.decorate('jobs', {
      handle: (kind, run, { everyMs } = {}) => worker.define(kind, run, everyMs),
      drain: () => worker.drain(),
      workerId: worker.id,
    } satisfies Jobs);

    app.jobs.handle(
      'jobs.prune',
      async () => {
        const pruned = await pruneDoneJobs(app.db, new Date(settings.now().getTime() - DONE_JOBS_KEPT_MS));
        if (pruned > 0) app.log.info({ pruned }, 'finished jobs forgotten');
      },
      { everyMs: PRUNE_EVERY_MS },
    );

    // Read at each scrape of /metrics (plugins/app/metrics.ts): nothing is counted between scrapes.
    new Gauge({
      name: 'farmkit_jobs',
      help: 'Jobs by state: queued (waiting or between retries), running, done (kept a week), dead.',
      labelNames: ['state'],
      registers: [app.metrics.registry],
      async collect() {
        try {
          const counts = await jobCountsByState(app.db);
          for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
        } catch (error) {
          // Without the database the gauge shows nothing rather than stale counts, and the scrape still answers.
          this.reset();
          app.log.warn({ err: error }, 'jobs not counted for the metrics');
        }
      },
    });

    app.addHook('onReady', () => worker.start());
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['db', 'metrics'] },
);
