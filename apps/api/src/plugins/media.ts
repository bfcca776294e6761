import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { productImagesDir, productImagesUrl } from '../paths.js';

/**
 * Product pictures. Their names are product slugs, not content hashes, so they are cached for a month and
 * revalidated by ETag rather than marked immutable.
 */
export default async function media(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: productImagesDir,
    prefix: productImagesUrl,
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });
}
