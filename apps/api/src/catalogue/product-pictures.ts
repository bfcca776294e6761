import { randomBytes } from 'node:crypto';
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
import { ApiFailure } from '../api-errors.js';
import { deleteUploads, type UploadStorage } from '../storage/upload-storage.js';

// As the avatars (accounts/avatars.ts): a small file can declare a huge canvas; refuse past ~40 megapixels.
const MAX_INPUT_PIXELS = 40_000_000;
const BASE_NAME = /^[A-Za-z0-9_-]{22}$/;
const UPLOADED_PICTURE = new RegExp(`^${PRODUCT_PICTURES_URL}([A-Za-z0-9_-]{22})-\\d+\\.webp$`);

/**
 * Decodes the upload (whatever its name or declared type says), re-encodes it without its metadata as a WebP of
 * each width of PRODUCT_PICTURE_WIDTHS (never enlarged: a small picture keeps its own width), and stores them
 * under one unguessable name. Each width also gets an AVIF where that is smaller, which the media plugin sends to
 * browsers that accept it in place of the WebP. Answers that name; the product's `image` is its default width's URL.
 */
export async function saveProductPicture(storage: UploadStorage, upload: Buffer): Promise<string> {
  const name = randomBytes(16).toString('base64url');
  let files: { key: string; content: Buffer; type: string }[];
  try {
    const decoded = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const encodings = await Promise.all(
      PRODUCT_PICTURE_WIDTHS.map(async (width) => {
        const resized = decoded.clone().resize({ width, withoutEnlargement: true });
        const [webp, avif] = await Promise.all([
          resized.clone().webp({ quality: 80 }).toBuffer(),
          resized.clone().avif({ quality: 55 }).toBuffer(),
        ]);
        const sizes = [{ key: webpKey(name, width), content: webp, type: 'image/webp' }];
        if (avif.length < webp.length)
          sizes.push({ key: avifKey(name, width), content: avif, type: 'image/avif' });
        return sizes;
      }),
    );
    files = encodings.flat();
  } catch {
    throw new ApiFailure(415, {
      detail: 'The product picture must be an image.',
      code: ERROR_CODES.unsupportedMedia,
      errors: { [PRODUCT_PICTURE_FIELD]: [VALIDATION_MESSAGES.imageOnly] },
    });
  }
  try {
    await Promise.all(files.map((file) => storage.put(file.key, file.content, file.type)));
  } catch (error) {
    // No product will name a picture stored in part: what was written goes too.
    await deleteUploads(storage, productPictureKeys(name)).catch(() => {});
    throw error;
  }
  return name;
}

export function pictureUrl(name: string): string {
  return productPictureUrl(name, PRODUCT_PICTURE_DEFAULT_WIDTH);
}

/** The storage keys of every size of an uploaded picture, given its name or its URL; none for a seed picture (an SVG). */
export function productPictureKeys(nameOrUrl: string | null | undefined): string[] {
  if (!nameOrUrl) return [];
  const name = BASE_NAME.test(nameOrUrl) ? nameOrUrl : UPLOADED_PICTURE.exec(nameOrUrl)?.[1];
  if (!name) return [];
  return PRODUCT_PICTURE_WIDTHS.flatMap((width) => [webpKey(name, width), avifKey(name, width)]);
}

/** Keys in the upload storage, which serves them under /media/uploads/ (media.ts): `products/<name>-640.webp`. */
function webpKey(name: string, width: number): string {
  return `${PRODUCT_PICTURES_FOLDER}/${name}-${width}.webp`;
}

function avifKey(name: string, width: number): string {
  return `${PRODUCT_PICTURES_FOLDER}/${name}-${width}.avif`;
}
