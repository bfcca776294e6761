import { apiErrorSchema } from '@farmkit/contract';

/** An error response of a route, documented with when it happens. */
export function errorResponse(description: string) {
  return { ...apiErrorSchema, description };
}

export const invalidInputResponse = errorResponse(
  'The body is invalid: "Invalid input." with `errors` per field.',
);
export const throttledResponse = errorResponse(
  'Too many requests: "Request was throttled." with Retry-After.',
);
export const unauthenticatedResponse = errorResponse(
  'No valid access token: not_authenticated (none sent) or token_not_valid (bad, expired or revoked).',
);
export const emptyResponse = { type: 'null', description: 'No content.' } as const;
