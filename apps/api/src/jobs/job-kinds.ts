/**
 * Every kind of job, with its payload (stored as JSON): what the API promises to do after a commit. A payload
 * names what the job is about (ids, facts of the moment); its handler reads the rest when it runs. Each feature
 * declares its own kinds beside the code that enqueues them, by declaration merging:
 * `declare module '../jobs/job-kinds.js' { interface JobPayloads { 'order.confirmation': {...} } }`.
 */
export interface JobPayloads {
  /** Recurring: finished jobs are forgotten after a while (plugins/external/jobs.ts). */
  'jobs.prune': Record<string, never>;
}

export type JobKind = keyof JobPayloads;
