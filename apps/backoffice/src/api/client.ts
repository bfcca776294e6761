import { createSessionClient } from '@farmkit/session/client';

/** The back-office's HTTP client: the API under /api/v1, signed with the staff member's shop session. */
export const api = createSessionClient();
