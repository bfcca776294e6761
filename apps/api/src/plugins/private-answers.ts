import fp from 'fastify-plugin';

/**
 * API answers are `Cache-Control: no-store` unless their route says otherwise: logins, tokens, carts, orders and
 * profiles must never stay in a browser's or a proxy's cache, and a route that forgets to say is kept private.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'private-answers' },
);
