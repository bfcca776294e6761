import type { ApiError } from '@farmkit/contract';
import { isAxiosError } from 'axios';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

interface ServerErrorTargets<T extends FieldValues> {
  /** The form's fields, by the name the API gives their errors (`category` may land on `category_id`). */
  fields: Partial<Record<string, Path<T>>>;
  /** Errors the API names by code alone (409 `category_exists`), and the field they belong to. */
  codes?: Partial<Record<string, Path<T>>>;
}

/**
 * Puts the API's refusal on the fields it is about (a 400's `errors`, or a known code's `detail`), so the
 * staff member reads it where they type. False when some of it belongs to no field: the form says it as a whole.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codes = {} }: ServerErrorTargets<T>,
): boolean {
  if (!isAxiosError<ApiError>(error) || !error.response?.data) return false;
  const body = error.response.data;
  const byCode = codes[body.code];
  if (byCode) {
    setError(byCode, { type: 'server', message: body.detail }, { shouldFocus: true });
    return true;
  }
  const entries = Object.entries(body.errors ?? {});
  if (entries.length === 0) return false;
  let placedAll = true;
  for (const [name, messages] of entries) {
    const field = fields[name];
    if (field) setError(field, { type: 'server', message: [messages].flat().join(' ') });
    else placedAll = false;
  }
  return placedAll;
}
