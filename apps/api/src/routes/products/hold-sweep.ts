import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOLD_SWEEP_INTERVAL_MS, releaseExpiredHolds } from './stock-holds.repository.js';

/**
 * Every HOLD_SWEEP_INTERVAL_MS, the units of expired Pay Now holds go back to stock (releaseExpiredHolds, safe
 * with several API processes sweeping at once). The timer never keeps the process alive and stops on close.
 */
export default fp<{ intervalMs?: number | undefined }>(
  async (app: FastifyInstance, { intervalMs = HOLD_SWEEP_INTERVAL_MS }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const sweep = () => {
      if (running) return;
      running = releaseExpiredHolds(app.db, new Date())
        .then((units) => {
          if (units > 0) app.log.info({ units }, 'expired stock holds returned to stock');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'stock hold sweep failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'hold-sweep', dependencies: ['db'] },
);
