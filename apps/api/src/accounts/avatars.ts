import { randomBytes } from 'node:crypto';
import { ERROR_CODES, VALIDATION_MESSAGES } from '@farmkit/contract';
import sharp from 'sharp';
import { ApiFailure } from '../api-errors.js';
import { AVATARS_FOLDER } from '../paths.js';
import { isUploadKey, type UploadStorage } from '../storage/upload-storage.js';

const AVATAR_SIZE = 512;
// A small file can declare a huge canvas; refuse anything past ~40 megapixels before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the upload (whatever its name or declared type says), re-encodes it as a square WebP without its
 * metadata, and stores it under an unguessable name, which it answers (the account keeps the name; the photo is
 * served as /media/uploads/avatars/<name>).
 */
export async function saveAvatar(storage: UploadStorage, upload: Buffer): Promise<string> {
  let webp: Buffer;
  try {
    webp = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ApiFailure(415, {
      detail: 'The profile picture must be an image.',
      code: ERROR_CODES.unsupportedMedia,
      errors: { profilePicture: [VALIDATION_MESSAGES.imageOnly] },
    });
  }
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  await storage.put(avatarKey(name), webp, 'image/webp');
  return name;
}

/** The storage key of the photo of that name; none for a name that is no upload's. */
export function avatarKeys(name: string | null | undefined): string[] {
  return name && isUploadKey(avatarKey(name)) ? [avatarKey(name)] : [];
}

function avatarKey(name: string): string {
  return `${AVATARS_FOLDER}/${name}`;
}
