import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ERROR_CODES,
  PRODUCT_PICTURE_DEFAULT_WIDTH,
  PRODUCT_PICTURE_FIELD,
  PRODUCT_PICTURE_WIDTHS,
  PRODUCT_PICTURES_FOLDER,
  PRODUCT_PICTURES_URL,
  productPictureUrl,
  VALIDATION_MESSAGES,
} from '@farmkit/contract';
import sharp from 'sharp';
import { ApiFailure } from '../../../api-errors.js';

// As the avatars (accounts/avatars.ts): a small file can declare a huge canvas; refuse past ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;
const BASE_NAME = /^[A-Za-z0-9_-]{22}$/;
const UPLOADED_PICTURE = new RegExp(`^${PRODUCT_PICTURES_URL}([A-Za-z0-9_-]{22})-\\d+\\.webp$`);

/** Where uploaded product pictures are kept: app.ts serves `<dataDir>/uploads` under /media/uploads/. */
export function productPicturesDir(dataDir: string): string {
  return join(dataDir, 'uploads', PRODUCT_PICTURES_FOLDER);
}

/**
 * Decodes the upload (whatever its name or declared type says), re-encodes it without its metadata as a WebP of
 * each width of PRODUCT_PICTURE_WIDTHS (never enlarged: a small picture keeps its own width), and stores them
 * under one unguessable name. Answers that name; the product's `image` is its default width's URL.
 */
export async function saveProductPicture(dir: string, upload: Buffer): Promise<string> {
  let files: { width: number; webp: Buffer }[];
  try {
    const decoded = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    files = await Promise.all(
      PRODUCT_PICTURE_WIDTHS.map(async (width) => ({
        width,
        webp: await decoded
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new ApiFailure(415, {
      detail: 'The product picture must be an image.',
      code: ERROR_CODES.unsupportedMedia,
      errors: { [PRODUCT_PICTURE_FIELD]: [VALIDATION_MESSAGES.imageOnly] },
    });
  }
  const name = randomBytes(16).toString('base64url');
  await mkdir(dir, { recursive: true });
  await Promise.all(files.map(({ width, webp }) => writeFile(join(dir, fileName(name, width)), webp)));
  return name;
}

export function pictureUrl(name: string): string {
  return productPictureUrl(name, PRODUCT_PICTURE_DEFAULT_WIDTH);
}

/** Every size of an uploaded picture, given its name or its URL; a seed picture (an SVG in the repository) stays. */
export async function removeProductPicture(dir: string, nameOrUrl: string | null | undefined): Promise<void> {
  if (!nameOrUrl) return;
  const name = BASE_NAME.test(nameOrUrl) ? nameOrUrl : UPLOADED_PICTURE.exec(nameOrUrl)?.[1];
  if (!name) return;
  await Promise.all(
    PRODUCT_PICTURE_WIDTHS.map((width) => rm(join(dir, fileName(name, width)), { force: true })),
  );
}

function fileName(name: string, width: number): string {
  return `${name}-${width}.webp`;
}
