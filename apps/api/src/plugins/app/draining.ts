import fp from 'fastify-plugin';
import { shuttingDown } from '../../api-errors.js';

/** While the server drains, how often the connections left idle are closed. */
const IDLE_SWEEP_MS = 250;

/**
 * How the app stops (`app.close()`, on SIGTERM): Fastify stops listening and waits for the requests under way; this
 * plugin makes that wait end as soon as they have. A request that still arrives on an open connection gets a 503 in
 * the contract's shape (Fastify's own 503, `return503OnClosing`, is not), each answer from then on closes its
 * connection, and connections left idle (a stream that started before) are closed as they fall idle, instead of
 * holding the close for the keep-alive timeout. The database and the job worker close in their onClose hooks, after
 * the last request.
 */
export default fp(
  async (app) => {
    let draining = false;
    let sweep: NodeJS.Timeout | undefined;

    app.addHook('preClose', async () => {
      draining = true;
      if (app.server.listening) {
        sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
        sweep.unref();
      }
    });
    app.addHook('onClose', async () => clearInterval(sweep));

    // Callback hooks, not async ones: they run on every request, and an async hook costs each a promise and a turn
    // of the microtask queue.
    app.addHook('onRequest', (_request, reply, done) => {
      if (draining) reply.code(503).header('retry-after', '1').send(shuttingDown);
      else done();
    });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (draining) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'draining' },
);
