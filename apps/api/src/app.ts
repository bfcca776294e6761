import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { answerUnparsedRequest, clientError } from './api-errors.js';
import catalogueCache from './catalogue/catalogue-cache.js';
import type { AccountsConfig, PaymentsConfig, S3Config, ShopConfig } from './config.js';
import { checkHoldLimits, DEFAULT_HOLD_LIMITS, DEFAULT_PUBLIC_URL, DEFAULT_SHOP_NAME } from './config.js';
import type { DatabaseConfig } from './db/database.js';
import emailJobs from './mail/email-jobs.js';
import auth from './plugins/app/auth.js';
import draining from './plugins/app/draining.js';
import errors from './plugins/app/errors.js';
import health from './plugins/app/health.js';
import jsonBodies from './plugins/app/json-bodies.js';
import media from './plugins/app/media.js';
import metrics from './plugins/app/metrics.js';
import noNulText from './plugins/app/no-nul-text.js';
import privateAnswers from './plugins/app/private-answers.js';
import rateLimit, { type RateLimitOverrides } from './plugins/app/rate-limit.js';
import requestIds, { REQUEST_ID_HEADER, requestIdOptions } from './plugins/app/request-ids.js';
import securityHeaders from './plugins/app/security-headers.js';
import shop from './plugins/app/shop.js';
import singlePageApp from './plugins/app/single-page-app.js';
import staffAccess, { ADMIN_PREFIX } from './plugins/app/staff-access.js';
import strictIntegers from './plugins/app/strict-integers.js';
import swagger from './plugins/app/swagger.js';
import db from './plugins/external/db.js';
import jobs, { type JobsOptions } from './plugins/external/jobs.js';
import mailer from './plugins/external/mailer.js';
import payments from './plugins/external/payments.js';
import redis from './plugins/external/redis.js';
import uploads from './plugins/external/uploads.js';
import { SampledRequestLog } from './request-log.js';
import accountRoutes from './routes/accounts/index.js';
import type { LoginFailureLimits } from './routes/accounts/rate-limits.js';
import adminRoutes from './routes/admin/index.js';
import cartRoutes from './routes/cart/index.js';
import deliveryRoutes from './routes/delivery/index.js';
import orderRoutes from './routes/orders/index.js';
import { paymentInitRoutes, sandboxRoutes } from './routes/payments/index.js';
import { paymentMethodRoutes } from './routes/payments/methods.js';
import { paymentWebhookRoutes } from './routes/payments/webhook.js';
import productRoutes from './routes/products/index.js';
import { DEFAULT_RATE_LIMITS } from './routes/rate-limits.js';
import seoRoutes from './routes/seo/index.js';
import shopRoutes from './routes/shop/index.js';
import { deriveKey, resolveServerSecret } from './server-secret.js';
import { DEFAULT_SERVER_TIMEOUTS, fastifyTimeouts, type ServerTimeouts } from './server-timeouts.js';
import holdSweep from './stock/hold-sweep.js';

export interface AppOptions {
  database: DatabaseConfig;
  /** Runtime files: the server secret (without JWT_SECRET), uploads/ and the e-mail outbox/. */
  dataDir: string;
  /** The built storefront to serve; without it (or without its index.html) the app serves only the API. */
  staticDir?: string | undefined;
  /** The built back-office, served under /admin/ when it exists. */
  backofficeDir?: string | undefined;
  /** The storefront's server renderer (entry-server.js); without it (or without the file) pages render in the browser. */
  shopRenderer?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
  accounts?: Partial<AccountsConfig>;
  /** Without Paystack's settings, payments go through the offline sandbox. */
  payments?: PaymentsConfig;
  /** The shop's currency, locale and first-order discount; what is left out is DEFAULT_SHOP's. */
  shop?: Partial<ShopConfig>;
  /** Tests lower the limits so they can reach them. */
  rateLimits?: RateLimitOverrides;
  resendCooldownMs?: number;
  /** Tests lower them so they can reach them. */
  loginFailureLimits?: LoginFailureLimits;
  /** Where the shop is reached, for links in the staff's e-mails and the setup link (http://localhost:3000). */
  publicUrl?: string | undefined;
  /** At start, while the shop has no owner, print and write a one-time setup link (the server does). */
  offerOwnerSetup?: boolean;
  /** The job worker's timings (jobs/job-worker.ts); what is left out is DEFAULT_WORKER_OPTIONS'. */
  jobs?: JobsOptions;
  /** The server's timeouts with clients (server-timeouts.ts); what is left out is DEFAULT_SERVER_TIMEOUTS'. */
  timeouts?: Partial<ServerTimeouts>;
  /** METRICS_TOKEN: GET /metrics answers a scraper that sends it as a bearer token; without it, a 404. */
  metricsToken?: string | undefined;
  /** Uploads in this S3-compatible bucket, shared by every instance; without it, in `<dataDir>/uploads/`. */
  s3?: S3Config | undefined;
  /** The shop's clock for delivery slots and their cut-offs; tests set it to reach a cut-off. The real time by default. */
  now?: () => Date;
}

export type App = ReturnType<typeof buildApp>;

/** The largest JSON body a route takes unless it says otherwise (a 2,000-character message, escaped, fits). */
export const JSON_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the app keeps its files; tests read the e-mail outbox and uploads there. */
    dataDir: string;
    /** The shop's clock, as delivery slots read it (AppOptions.now). */
    now: () => Date;
  }
}

export function buildApp(options: AppOptions) {
  const {
    database,
    dataDir,
    staticDir,
    backofficeDir,
    shopRenderer,
    logger = false,
    trustProxy = false,
    accounts = {},
  } = options;
  const app = Fastify({
    // Each request's id (the caller's X-Request-Id when acceptable) on every line logged during its work.
    ...requestIdOptions(logger),
    ...fastifyTimeouts({ ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts }),
    // While the app closes, draining.ts answers 503 in the contract's shape instead of Fastify's own.
    return503OnClosing: false,
    // One line per request, routine reads sampled (request-log.ts).
    logController: new SampledRequestLog(),
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // The shop's JSON bodies are a few fields; routes that take more (the payment webhook) say so.
    bodyLimit: JSON_BODY_LIMIT,
    // Coercion is replaced by strict-integers; allErrors reports every invalid field at once; a field no schema
    // names is refused (400 "Unknown field."), never dropped quietly.
    ajv: { customOptions: { coerceTypes: false, allErrors: true, removeAdditional: false } },
    clientErrorHandler: answerUnparsedRequest,
    // The router's own errors (a malformed URL) come before any route, and so before the error handler.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply
        .code(error.statusCode ?? 400)
        .header(REQUEST_ID_HEADER, request.id)
        .send(clientError(error));
    },
  }).withTypeProvider<JsonSchemaToTsProvider>();

  app.decorate('dataDir', dataDir);
  app.decorate('now', options.now ?? (() => new Date()));
  const secret = resolveServerSecret(dataDir, accounts.jwtSecret);
  const shopName = accounts.mail?.shopName ?? DEFAULT_SHOP_NAME;
  const uploadsDir = join(dataDir, 'uploads');

  // Infrastructure first: hooks and the OpenAPI collector must be in place before any route.
  // The first-order discount's claims are hashed under a key of their own (cart/first-order-discount.ts).
  app.register(shop, { shop: options.shop, discountClaimKey: deriveKey(secret, 'first-order-claims') });
  app.register(errors);
  app.register(requestIds);
  app.register(draining);
  app.register(jsonBodies);
  app.register(noNulText);
  app.register(securityHeaders);
  app.register(redis, { url: accounts.redisUrl });
  // Before compress, whose onRoute hook must see the catalogue routes' `compress: false`.
  app.register(catalogueCache);
  app.register(privateAnswers);
  app.register(strictIntegers);
  app.register(compress);
  app.register(swagger);
  // After swagger and compress, whose onRoute hooks must see /metrics; before the routes it counts.
  app.register(metrics, { token: options.metricsToken });
  app.register(db, { database });
  // Durable jobs: e-mails, webhooks, hold expiry; the worker starts when the app is ready, stops first on close.
  app.register(jobs, options.jobs ?? {});
  app.register(health);
  app.register(uploads, { directory: uploadsDir, s3: options.s3 });
  app.register(rateLimit, { limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits } });
  app.register(auth, { secret, accessTokenLifetimeSeconds: accounts.accessTokenLifetimeSeconds });
  app.register(staffAccess);
  app.register(mailer, {
    smtpUrl: accounts.mail?.smtpUrl,
    from: accounts.mail?.from ?? `"${shopName}" <no-reply@localhost>`,
    outboxDir: join(dataDir, 'outbox'),
  });
  app.register(emailJobs);
  app.register(payments, { payments: options.payments ?? { paystack: undefined } });

  app.register(shopRoutes, { prefix: '/api/v1' });
  app.register(productRoutes, { prefix: '/api/v1/products' });
  app.register(cartRoutes, { prefix: '/api/v1/products/cart' });
  app.register(deliveryRoutes, { prefix: '/api/v1/delivery' });
  app.register(orderRoutes, {
    prefix: '/api/v1/products/orders',
    shopName,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
  });
  app.register(paymentInitRoutes, {
    prefix: '/api/v1/products',
    holdLimits: checkHoldLimits({ ...DEFAULT_HOLD_LIMITS, ...options.payments?.holdLimits }),
  });
  app.register(sandboxRoutes, { prefix: '/api/v1/payments' });
  app.register(paymentMethodRoutes, { prefix: '/api/v1/payments' });
  app.register(paymentWebhookRoutes, { prefix: '/api/v1/payments' });
  app.register(accountRoutes, {
    prefix: '/api/v1/accounts',
    secret,
    shopName,
    google: accounts.google,
    cookieSecure: accounts.cookieSecure,
    resendCooldownMs: options.resendCooldownMs,
    loginFailureLimits: options.loginFailureLimits,
  });
  app.register(adminRoutes, {
    prefix: ADMIN_PREFIX,
    secret,
    shopName,
    publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL,
    offerOwnerSetup: options.offerOwnerSetup,
  });
  // Expired Pay Now holds back to stock, every minute (a recurring job).
  app.register(holdSweep);
  app.register(media);
  if (backofficeDir && existsSync(join(backofficeDir, 'index.html'))) {
    app.register(singlePageApp, {
      root: backofficeDir,
      basePath: '/admin/',
      notApp: /^\/admin\/assets([/?]|$)/,
    });
  }
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    app.register(seoRoutes, { publicUrl: options.publicUrl ?? DEFAULT_PUBLIC_URL });
    // Paths the shop never owns: the API, media, its bundles, the back-office's (an app of its own), and the
    // operators' probes and metrics (a miss under them is a 404, never a page).
    app.register(singlePageApp, {
      root: staticDir,
      basePath: '/',
      notApp: /^\/(api|media|assets|admin|healthz|readyz|metrics)([/?]|$)/,
      preCompressed: true,
      serverRenderer:
        shopRenderer && existsSync(shopRenderer)
          ? { entry: shopRenderer, origin: options.publicUrl ?? DEFAULT_PUBLIC_URL }
          : undefined,
    });
  }

  return app;
}
