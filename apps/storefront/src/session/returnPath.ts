import type { Location } from 'react-router';
import { paths } from '../paths';

/** The navigation state that sends the shopper to /login and back: `navigate(paths.login, { state: { from } })`. */
export interface SignInRequest {
  from: Location;
}

/** Where signing in leads: back to the page that asked for it, else the shop (spec 2). */
export function returnPath(state: unknown): string {
  const from = (state as Partial<SignInRequest> | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : paths.home;
}
