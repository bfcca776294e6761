import { type ApiError, ERROR_DETAILS } from '@farmkit/contract';

export const UNKNOWN_ERROR = 'An error occurred';

/** What the shopper is told about a failed call, and whether it means signing in again. */
export interface ErrorNotice {
  text: string;
  signInAgain: boolean;
}

function apiErrorBody(error: unknown): Partial<ApiError> | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  return typeof data === 'object' && data !== null ? (data as Partial<ApiError>) : undefined;
}

/**
 * The rules for a failed account call: the two authentication texts send the shopper to /login
 * (the second one is shown by its code), otherwise the server's field errors, else its detail, else
 * 'An error occurred'.
 */
export function errorNotice(error: unknown): ErrorNotice {
  const body = apiErrorBody(error);
  const detail = typeof body?.detail === 'string' ? body.detail : undefined;
  if (detail === ERROR_DETAILS.notAuthenticated) return { text: detail, signInAgain: true };
  if (detail === ERROR_DETAILS.tokenNotValid) return { text: body?.code ?? detail, signInAgain: true };
  // A refused form comes as the generic 'Invalid input.' with the real reasons per field: show those.
  const fieldMessages = Object.values(body?.errors ?? {}).flat();
  if (fieldMessages.length > 0) return { text: fieldMessages.join(' '), signInAgain: false };
  return { text: detail || UNKNOWN_ERROR, signInAgain: false };
}

/**
 * For a machine's actor: an Error whose message is what the shopper should read (the machine shows it), carrying
 * the API's error `code` when it sent one, so the machine tells refusals apart by code, not by wording.
 */
export function readableError(error: unknown): Error & { code?: string } {
  const readable = new Error(errorNotice(error).text);
  const code = apiErrorBody(error)?.code;
  return typeof code === 'string' ? Object.assign(readable, { code }) : readable;
}

/** Wraps an API call for a machine's actor, so a failure reaches the machine as a readable message. */
export function withReadableErrors<Input, Output>(call: (input: Input) => Promise<Output>) {
  return async (input: Input): Promise<Output> => {
    try {
      return await call(input);
    } catch (error) {
      throw readableError(error);
    }
  };
}
