import { createSessionClient } from '@farmkit/session/client';

/** The one HTTP client of the storefront: every call goes to the API under /api/v1, signed when signed in. */
export const api = createSessionClient();
