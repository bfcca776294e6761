import { PRODUCT_PICTURE_DEFAULT_WIDTH, PRODUCT_PICTURE_WIDTHS } from './admin-catalogue.js';

/** Uploaded files are served under this URL path (the API keeps them in `<dataDir>/uploads/` or an S3 bucket). */
export const UPLOADS_URL = '/media/uploads/';
/** The folder of the staff's product pictures under the uploads: `<name>-<width>.webp` for each picture width. */
export const PRODUCT_PICTURES_FOLDER = 'products';
export const PRODUCT_PICTURES_URL = `${UPLOADS_URL}${PRODUCT_PICTURES_FOLDER}/`;

export function productPictureUrl(baseName: string, width: number): string {
  return `${PRODUCT_PICTURES_URL}${baseName}-${width}.webp`;
}

const DEFAULT_SIZE_SUFFIX = `-${PRODUCT_PICTURE_DEFAULT_WIDTH}.webp`;

/**
 * Every width of an uploaded picture for an `<img srcset>`, from the product's `image` (its default width), so a
 * phone downloads the small one; undefined for any other picture (the seed's drawings scale themselves).
 */
export function productPictureSrcSet(image: string | null | undefined): string | undefined {
  if (!image?.startsWith(PRODUCT_PICTURES_URL) || !image.endsWith(DEFAULT_SIZE_SUFFIX)) return undefined;
  const baseName = image.slice(PRODUCT_PICTURES_URL.length, -DEFAULT_SIZE_SUFFIX.length);
  if (baseName.includes('/')) return undefined;
  return PRODUCT_PICTURE_WIDTHS.map((width) => `${productPictureUrl(baseName, width)} ${width}w`).join(', ');
}
