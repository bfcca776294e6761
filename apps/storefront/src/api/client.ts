import axios from 'axios';
import { refreshAccess } from '../session/refreshAccess';
import { sessionStore } from '../session/sessionStore';
import { withSessionAuth } from './sessionAuth';

/** The one HTTP client of the storefront: every call goes to the API under /api/v1, signed when signed in. */
export const api = withSessionAuth(
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
