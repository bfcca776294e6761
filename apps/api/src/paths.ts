import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOADS_URL } from '@farmkit/contract';

// This module sits directly in src/ and is bundled into dist/server.js: both are one level below the
// package root, so the same relative URL finds it in development, tests and production, whatever the cwd.
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = join(packageRoot, '..', '..');

/** Product pictures shipped with the seed catalogue, and the URL path they are served under. */
export const productImagesDir = join(packageRoot, 'seed-images', 'products');
export const productImagesUrl = '/media/products/';

export function productImageUrl(slug: string): string {
  return `${productImagesUrl}${slug}.svg`;
}

export const AVATARS_FOLDER = 'avatars';

export function avatarUrl(fileName: string): string {
  return `${UPLOADS_URL}${AVATARS_FOLDER}/${fileName}`;
}
