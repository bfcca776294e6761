import { apiErrorSchema, outOfStockErrorSchema } from '@farmkit/contract';

/** An error response of a route, documented with when it happens. */
export function errorResponse(description: string) {
  return { ...apiErrorSchema, description };
}

export const invalidInputResponse = errorResponse(
  'A body, query or path value is invalid: "Invalid input." with `errors` per field.',
);
export const throttledResponse = errorResponse(
  'Too many requests: "Request was throttled." with Retry-After.',
);
export const unauthenticatedResponse = errorResponse(
  'No valid access token: not_authenticated (none sent) or token_not_valid (bad, expired or revoked).',
);
export const emptyResponse = { type: 'null', description: 'No content.' } as const;
export const invalidPageResponse = errorResponse('The page is past the last page: "Invalid page."');
export const outOfStockResponse = {
  ...outOfStockErrorSchema,
  description:
    'A line asks for more units than the farm has: out_of_stock, each short line with the units left.',
};
export const forbiddenResponse = errorResponse(
  'Signed in without a role allowed to make this call: permission_denied, ' +
    '"You do not have permission to perform this action."',
);

/** Every staff route may answer these: no valid token, or a role the route does not allow. */
export const staffGuardResponses = { 401: unauthenticatedResponse, 403: forbiddenResponse } as const;
