import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOLD_SWEEP_INTERVAL_MS, releaseExpiredHolds } from './stock-holds.repository.js';

declare module '../jobs/job-kinds.js' {
  interface JobPayloads {
    /** Recurring: expired Pay Now holds back to stock. */
    'stock.release-expired-holds': Record<string, never>;
  }
}

/**
 * The units of expired Pay Now holds go back to stock: a recurring job (one row for every API process, run by
 * whichever worker claims it, again HOLD_SWEEP_INTERVAL_MS after each run). releaseExpiredHolds is safe with
 * two runs at once, so a run repeated after a crash returns nothing twice.
 */
export default fp<{ intervalMs?: number | undefined }>(
  async (app: FastifyInstance, { intervalMs = HOLD_SWEEP_INTERVAL_MS }) => {
    app.jobs.handle(
      'stock.release-expired-holds',
      async () => {
        const units = await releaseExpiredHolds(app.db, new Date());
        if (units > 0) app.log.info({ units }, 'expired stock holds returned to stock');
      },
      { everyMs: intervalMs },
    );
  },
  { name: 'hold-sweep', dependencies: ['db', 'jobs'] },
);
