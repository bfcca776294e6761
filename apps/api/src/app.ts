import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { clientError } from './api-errors.js';
import type { DatabaseConfig } from './db/database.js';
import db from './plugins/db.js';
import errors from './plugins/errors.js';
import media from './plugins/media.js';
import storefront from './plugins/storefront.js';
import strictIntegers from './plugins/strict-integers.js';
import swagger from './plugins/swagger.js';
import productRoutes from './routes/products/index.js';

export interface AppOptions {
  database: DatabaseConfig;
  /** The built storefront to serve; without it (or without its index.html) the app serves only the API. */
  staticDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

export type App = ReturnType<typeof buildApp>;

export function buildApp({ database, staticDir, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    routerOptions: { ignoreTrailingSlash: true },
    // Coercion is replaced by strict-integers; allErrors reports every invalid field at once.
    ajv: { customOptions: { coerceTypes: false, allErrors: true } },
    // The router's own errors (a malformed URL) come before any route, and so before the error handler.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(error.statusCode ?? 400).send(clientError(error));
    },
  }).withTypeProvider<JsonSchemaToTsProvider>();

  // Infrastructure first: hooks and the OpenAPI collector must be in place before any route.
  app.register(errors);
  app.register(strictIntegers);
  app.register(compress);
  app.register(swagger);
  app.register(db, { database });

  app.register(productRoutes, { prefix: '/api/v1/products' });
  app.register(media);
  if (staticDir && existsSync(join(staticDir, 'index.html'))) app.register(storefront, { root: staticDir });

  return app;
}
