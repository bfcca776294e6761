import { Button } from '@farmkit/ui/button';
import { LoadingOverlay } from '@farmkit/ui/loading-overlay';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authApi, useAuthProviders } from '../../../api/auth';
import { useSignIn } from '../../../api/useSignIn';
import { returnPath, returnState } from '../../../session/returnPath';
import { useErrorToast } from '../../../toasts/useErrorToast';
import { loadGoogleIdentity, requestGoogleAccessToken } from './googleIdentity';
import './GoogleSignIn.css';

/** 'or continue with' Google: shown only when the server has Google sign-in configured. */
export function GoogleSignIn() {
  const providers = useAuthProviders();
  const clientId = providers.data?.google?.client_id;
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const showError = useErrorToast();
  const google = useMutation({
    mutationFn: async (id: string) => authApi.google({ access_token: await requestGoogleAccessToken(id) }),
    onSuccess: (session) => {
      signIn(session);
      // As with the password: back to the page that asked for the sign-in, with what it was doing.
      void navigate(returnPath(location.state), { replace: true, state: returnState(location.state) });
    },
    onError: (error) => {
      console.error(error);
      showError(error);
    },
  });

  // Fetch Google's script ahead of the click: the popup must open within the click's user activation.
  useEffect(() => {
    if (clientId !== undefined) loadGoogleIdentity().catch(console.error);
  }, [clientId]);

  if (clientId === undefined) return null;
  return (
    <div className="google-sign-in">
      <p className="google-sign-in-divider">or continue with</p>
      <Button variant="secondary" onPress={() => google.mutate(clientId)}>
        <svg className="google-sign-in-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.3-4.7 3.3-8Z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
          />
        </svg>
        Google
      </Button>
      <LoadingOverlay isVisible={google.isPending} label="Signing in with Google" />
    </div>
  );
}
