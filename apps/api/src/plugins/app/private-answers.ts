import fp from 'fastify-plugin';

/**
 * API answers are `Cache-Control: no-store` unless their route says otherwise: logins, tokens, carts, orders and
 * profiles must never stay in a browser's or a proxy's cache, and a route that forgets to say is kept private.
 */
export default fp(
  async (app) => {
    // A callback hook: an async one costs every answer a promise and a turn of the microtask queue.
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done();
    });
  },
  { name: 'private-answers' },
);
