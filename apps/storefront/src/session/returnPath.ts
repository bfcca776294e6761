import type { ShopLocation } from '../navigation';
import { paths } from '../paths';

/** The navigation state that sends the shopper to /login and back: `navigate(paths.login, { state: { from } })`. */
export interface SignInRequest {
  from: ShopLocation;
}

const requestingPage = (state: unknown) => (state as Partial<SignInRequest> | null)?.from;

/** Where signing in leads: back to the page that asked for it, else the shop. */
export function returnPath(state: unknown): string {
  const from = requestingPage(state);
  return from ? `${from.pathname}${from.search}${from.hash}` : paths.home;
}

/**
 * The navigation state that page had, given back with it: a page can leave itself a note of what the
 * shopper was doing (the product page keeps the add to cart that needed the sign-in) and finish it.
 */
export function returnState(state: unknown): unknown {
  return requestingPage(state)?.state ?? null;
}
