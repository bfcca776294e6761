import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_CODES, VALIDATION_MESSAGES } from '@farmkit/contract';
import sharp from 'sharp';
import { ApiFailure } from '../../api-errors.js';

const AVATAR_SIZE = 512;
// A small file can declare a huge canvas; refuse anything past ~40 megapixels before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the upload (whatever its name or declared type says), re-encodes it as a square WebP without its
 * metadata, and stores it under an unguessable name, which it answers.
 */
export async function saveAvatar(avatarsDir: string, upload: Buffer): Promise<string> {
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
  await mkdir(avatarsDir, { recursive: true });
  await writeFile(join(avatarsDir, name), webp);
  return name;
}

export async function removeAvatar(avatarsDir: string, name: string | null): Promise<void> {
  if (name) await rm(join(avatarsDir, name), { force: true });
}
