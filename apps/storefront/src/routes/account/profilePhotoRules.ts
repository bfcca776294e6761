import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, VALIDATION_MESSAGES } from '@farmkit/contract';

const MAX_MEGABYTES = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/** Why the server would refuse this file as a profile photo, or null: told before uploading it. */
export function profilePhotoProblem(file: File): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) return VALIDATION_MESSAGES.imageOnly;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return `choose an image under ${MAX_MEGABYTES} MB`;
  return null;
}
