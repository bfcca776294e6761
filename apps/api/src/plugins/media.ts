import { mkdir } from 'node:fs/promises';
import { UPLOADS_URL } from '@farmkit/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { productImagesDir, productImagesUrl } from '../paths.js';

/**
 * Product pictures and uploaded files. Product pictures are named by slug, not content, so they are cached for
 * a month and revalidated by ETag; an upload's name is random and never reused, so it is immutable.
 */
export default async function media(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  await app.register(fastifyStatic, {
    root: productImagesDir,
    prefix: productImagesUrl,
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
}
