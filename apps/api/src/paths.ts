import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Uploaded files live under `<dataDir>/uploads/` and are served under this URL path. */
export const uploadsUrl = '/media/uploads/';
export const AVATARS_FOLDER = 'avatars';

export function avatarUrl(fileName: string): string {
  return `${uploadsUrl}${AVATARS_FOLDER}/${fileName}`;
}
