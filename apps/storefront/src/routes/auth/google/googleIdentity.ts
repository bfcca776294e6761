/**
 * Google Identity Services' token client (the implicit flow: scope 'email profile', consent
 * prompt). The script comes from accounts.google.com, and only once the server says Google sign-in is on.
 */
interface TokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

interface TokenClientConfig {
  client_id: string;
  scope: string;
  prompt: string;
  callback: (response: TokenResponse) => void;
  error_callback?: (error: { type: string }) => void;
}

interface GoogleIdentity {
  accounts: { oauth2: { initTokenClient(config: TokenClientConfig): { requestAccessToken(): void } } };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleIdentity> | null = null;

export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in is unavailable'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Google's consent popup and resolves with the access token it grants. */
export async function requestGoogleAccessToken(clientId: string): Promise<string> {
  const google = await loadGoogleIdentity();
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'email profile',
      prompt: 'consent',
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject(new Error(response.error_description ?? response.error ?? 'Google sign-in failed')),
      error_callback: (error) => reject(new Error(`Google sign-in ${error.type}`)),
    });
    client.requestAccessToken();
  });
}
