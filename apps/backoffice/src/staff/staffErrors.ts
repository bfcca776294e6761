import { ADMIN_ERROR_CODES, type ApiError } from '@farmkit/contract';
import { isAxiosError } from 'axios';
import { errorText } from '../api/errors';

/** The API's words, except the last owner's refusal, which says plainly what to do instead. */
export function staffErrorText(error: unknown): string {
  if (isAxiosError<ApiError>(error) && error.response?.data?.code === ADMIN_ERROR_CODES.lastOwner) {
    return 'The shop needs at least one owner. Make someone else an owner first, then change this one.';
  }
  return errorText(error);
}
