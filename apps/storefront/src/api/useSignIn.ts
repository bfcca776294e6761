import type { Session } from '@farmkit/contract';
import { sessionStore } from '@farmkit/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './queryKeys';

/** Keeps a new session: the access token in memory, the user as the profile the pages read. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: Session) => {
      queryClient.setQueryData(queryKeys.profile, session.user);
      sessionStore.signIn(session.tokens.access);
    },
    [queryClient],
  );
}
