import { ERROR_CODES, PRODUCT_PICTURES_FOLDER, UPLOADS_URL } from '@farmkit/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiFailure, notFound } from '../../api-errors.js';
import { productImagesDir, productImagesUrl } from '../../paths.js';
import { isUploadKey, type StoredUpload, UPLOAD_CACHE_CONTROL } from '../../storage/upload-storage.js';

const forbidden = { detail: 'Forbidden', code: ERROR_CODES.permissionDenied };

/**
 * Product pictures and uploaded files. Product pictures are named by slug, not content, so they are cached for
 * a month and revalidated by ETag. Uploads are read from the app's upload storage (plugins/external/uploads.ts), wherever it
 * keeps them, so every instance serves what any instance stored.
 */
export default async function media(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: productImagesDir,
    prefix: productImagesUrl,
    decorateReply: false,
    index: false,
    maxAge: '30d',
  });

  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL}*`,
    // HEAD is answered here, without reading the upload: Fastify's own HEAD route would read it through.
    exposeHeadRoute: false,
    schema: { hide: true },
    handler: (request, reply) => sendUpload(app, request, reply),
  });
}

async function sendUpload(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
) {
  // The router leaves the wildcard as sent: `%2e%2e` is only seen for what it is once decoded.
  const key = decodedOrNull(request.params['*']);
  if (key === null) throw new ApiFailure(404, notFound);
  // A hidden or escaping path is refused as such; any other name the API never gives is simply not there.
  if (key.split(/[/\\]/).some((segment) => segment.startsWith('.')) || key.includes('\0')) {
    throw new ApiFailure(403, forbidden);
  }
  if (!isUploadKey(key)) throw new ApiFailure(404, notFound);

  const avif = avifInstead(key);
  if (avif) reply.header('vary', 'accept');
  const wantsAvif = avif && request.headers.accept?.includes('image/avif');
  const upload = (wantsAvif ? await app.uploads.get(avif) : null) ?? (await app.uploads.get(key));
  if (!upload) throw new ApiFailure(404, notFound);

  reply.header('cache-control', UPLOAD_CACHE_CONTROL);
  if (upload.etag) reply.header('etag', upload.etag);
  if (upload.lastModified) reply.header('last-modified', upload.lastModified.toUTCString());
  if (notModified(request, upload)) {
    upload.body.destroy();
    return reply.code(304).send();
  }
  reply.type(upload.contentType).header('content-length', upload.length);
  if (request.method === 'HEAD') {
    upload.body.destroy();
    return reply.send();
  }
  return reply.send(upload.body);
}

function decodedOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * An uploaded product picture's WebP, asked for by a browser that accepts AVIF, is answered with its AVIF when
 * the upload kept one (only where it is the smaller file: catalogue/product-pictures.ts). The address stays the WebP's, so the
 * shop's markup needs no <picture>, and a picture uploaded before AVIF existed still answers.
 */
function avifInstead(key: string): string | undefined {
  if (!key.startsWith(`${PRODUCT_PICTURES_FOLDER}/`) || !key.endsWith('.webp')) return undefined;
  return `${key.slice(0, -'.webp'.length)}.avif`;
}

/** A conditional GET the browser's copy already answers: If-None-Match first, else If-Modified-Since (RFC 9110). */
function notModified(request: FastifyRequest, upload: StoredUpload): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!upload.etag) return false;
    const current = opaqueTag(upload.etag);
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag.trim()) === current);
  }
  const ifModifiedSince = Date.parse(request.headers['if-modified-since'] ?? '');
  if (Number.isNaN(ifModifiedSince) || !upload.lastModified) return false;
  // HTTP dates count whole seconds.
  return Math.floor(upload.lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
}

/** If-None-Match compares weakly: W/"x" and "x" are the same tag. */
function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
