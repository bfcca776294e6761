import axios, { type AxiosInstance } from 'axios';
import { refreshAccess } from './refreshAccess';
import { withSessionAuth } from './sessionAuth';
import { sessionStore } from './sessionStore';

export { type SessionAuth, withSessionAuth } from './sessionAuth';

/**
 * An HTTP client of the API under /api/v1, signed while signed in; a 401 renews the session once through the
 * refresh cookie (signed out when that fails) and retries. The shop and the back-office each make one.
 */
export function createSessionClient(): AxiosInstance {
  return withSessionAuth(
    axios.create({
      baseURL: '/api/v1',
      headers: { Accept: 'application/json' },
    }),
    {
      getAccess: () => sessionStore.get().access,
      async refresh() {
        try {
          const access = await refreshAccess();
          sessionStore.signIn(access);
          return access;
        } catch (error) {
          sessionStore.signOut();
          throw error;
        }
      },
    },
  );
}
