import type { GoogleConfig } from '../config.js';

/** The fields of Google's tokeninfo answer this server relies on (numbers and booleans arrive as text). */
interface TokenInfo {
  aud?: string;
  azp?: string;
  email?: string;
  email_verified?: string | boolean;
  exp?: string | number;
}

/**
 * The verified e-mail of a Google access token issued to this shop's client, or undefined. Google is asked,
 * never the client: the token must be live, meant for our client id, and carry a verified e-mail.
 */
export async function verifiedGoogleEmail(
  google: GoogleConfig,
  accessToken: string,
): Promise<string | undefined> {
  const url = new URL(google.tokeninfoUrl);
  url.searchParams.set('access_token', accessToken);
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) return undefined;
  const info = (await response.json()) as TokenInfo;

  const forThisClient = info.aud === google.clientId || info.azp === google.clientId;
  const verified = info.email_verified === true || info.email_verified === 'true';
  const live = info.exp !== undefined && Number(info.exp) * 1000 > Date.now();
  return forThisClient && verified && live && info.email ? info.email.toLowerCase() : undefined;
}
