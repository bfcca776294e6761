import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of several instances (rate-limit counters); null when `REDIS_URL` is not set. */
    redis: Redis | null;
  }
}

export default fp<{ url: string | undefined }>(
  async (app, { url }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // A short timeout and one retry: a request waits on Redis at most briefly before failing.
    const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis connection failed'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
