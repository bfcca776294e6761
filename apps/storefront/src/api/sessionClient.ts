import { createSessionClient } from '@farmkit/session/client';

/**
 * The storefront's axios client: every call goes to the API under /api/v1, signed when signed in. Pages reach it
 * through `api` (client.ts), which loads this module on the first call; the server renderer sets it up directly.
 */
export const sessionClient = createSessionClient();
