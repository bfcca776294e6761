import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { clientError } from './api-errors.js';
import type { AccountsConfig, PaymentsConfig } from './config.js';
import { DEFAULT_SHOP_NAME } from './config.js';
import type { DatabaseConfig } from './db/database.js';
import { AVATARS_FOLDER } from './paths.js';
import auth from './plugins/auth.js';
import db from './plugins/db.js';
import errors from './plugins/errors.js';
import mailer from './plugins/mailer.js';
import media from './plugins/media.js';
import payments from './plugins/payments.js';
import rateLimit from './plugins/rate-limit.js';
import redis from './plugins/redis.js';
import storefront from './plugins/storefront.js';
import strictIntegers from './plugins/strict-integers.js';
import swagger from './plugins/swagger.js';
import accountRoutes from './routes/accounts/index.js';
import type { RateLimitOverrides } from './routes/accounts/rate-limits.js';
import cartRoutes from './routes/cart/index.js';
import orderRoutes from './routes/orders/index.js';
import { paymentInitRoutes, sandboxRoutes } from './routes/payments/index.js';
import { paystackWebhookRoutes } from './routes/payments/webhook.js';
import productRoutes from './routes/products/index.js';
import { resolveServerSecret } from './server-secret.js';

export interface AppOptions {
  database: DatabaseConfig;
  /** Runtime files: the server secret (without JWT_SECRET), uploads/ and the e-mail outbox/. */
  dataDir: string;
  /** The built storefront to serve; without it (or without its index.html) the app serves only the API. */
  staticDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  accounts?: Partial<AccountsConfig>;
  /** Without Paystack's settings, payments go through the offline sandbox. */
  payments?: PaymentsConfig;
  /** Tests lower the limits so they can reach them. */
  rateLimits?: RateLimitOverrides;
  resendCooldownMs?: number;
}

export type App = ReturnType<typeof buildApp>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the app keeps its files; tests read the e-mail outbox and uploads there. */
    dataDir: string;
  }
}

export function buildApp(options: AppOptions) {
  const { database, dataDir, staticDir, logger = false, trustProxy = false, accounts = {} } = options;
  const app = Fastify({
    logger,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Coercion is replaced by strict-integers; allErrors reports every invalid field at once.
    ajv: { customOptions: { coerceTypes: false, allErrors: true } },
    // The router's own errors (a malformed URL) come before any route, and so before the error handler.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(error.statusCode ?? 400).send(clientError(error));
    },
  }).withTypeProvider<JsonSchemaToTsProvider>();

  app.decorate('dataDir', dataDir);
  const secret = resolveServerSecret(dataDir, accounts.jwtSecret);
  const shopName = accounts.mail?.shopName ?? DEFAULT_SHOP_NAME;
  const uploadsDir = join(dataDir, 'uploads');

  // Infrastructure first: hooks and the OpenAPI collector must be in place before any route.
  app.register(errors);
  app.register(strictIntegers);
  app.register(compress);
  app.register(swagger);
  app.register(db, { database });
  app.register(cookie);
  app.register(redis, { url: accounts.redisUrl });
  app.register(rateLimit);
  app.register(auth, { secret });
  app.register(mailer, {
    smtpUrl: accounts.mail?.smtpUrl,
    from: accounts.mail?.from ?? `"${shopName}" <no-reply@localhost>`,
    outboxDir: join(dataDir, 'outbox'),
  });
  app.register(payments, { payments: options.payments ?? { paystack: undefined } });

  app.register(productRoutes, { prefix: '/api/v1/products' });
  app.register(cartRoutes, { prefix: '/api/v1/products/cart' });
  app.register(orderRoutes, { prefix: '/api/v1/products/orders', shopName });
  app.register(paymentInitRoutes, { prefix: '/api/v1/products' });
  app.register(sandboxRoutes, { prefix: '/api/v1/payments' });
  app.register(paystackWebhookRoutes, { prefix: '/api/v1/payments', shopName });
  app.register(accountRoutes, {
    prefix: '/api/v1/accounts',
    secret,
    avatarsDir: join(uploadsDir, AVATARS_FOLDER),
    shopName,
    google: accounts.google,
    cookieSecure: accounts.cookieSecure,
    rateLimits: options.rateLimits,
    resendCooldownMs: options.resendCooldownMs,
  });
  app.register(media, { uploadsDir });
  if (staticDir && existsSync(join(staticDir, 'index.html'))) app.register(storefront, { root: staticDir });

  return app;
}
