import type { HostedPayment, ReturnedPayment } from '@farmkit/flows';
import { createContext, use, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type EventObject, fromCallback } from 'xstate';

/**
 * The round trip to a provider's own checkout page (Flutterwave's Standard checkout): the checkout remembers the
 * payment, the page is left for the provider's, and the provider sends the shopper back to
 * `/homepage/checkout?status=successful|cancelled|failed&tx_ref=<our reference>&transaction_id=<its id>`.
 */

/** What the provider's page adds to the checkout's address when it sends the shopper back. */
const RETURN_PARAMS = ['status', 'tx_ref', 'transaction_id'] as const;

/** The tab's payment on the provider's page, for a return without the provider's parameters (the Back button). */
const STORAGE_KEY = 'farmkit.checkout.hostedPayment';

const PAGE_NOT_OPENED = "We couldn't open the payment page. Check your connection, then try again.";

export const hostedPaymentStorage = {
  get(): string | null {
    try {
      return sessionStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(reference: string) {
    try {
      sessionStorage.setItem(STORAGE_KEY, reference);
    } catch {
      // Storage refused (private mode, quota): only a return with the provider's parameters resumes.
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};

/**
 * The payment the shopper comes back from: the one the provider names (`tx_ref`), closed when its `status` says
 * `cancelled`; any other status places the order, which the server verifies with the provider (the address
 * proves nothing). Without the provider's parameters, the payment this tab left for, if any: the server tells
 * whether it was paid.
 */
export function returnedPaymentOf(
  search: URLSearchParams,
  remembered: string | null,
): ReturnedPayment | null {
  const reference = search.get('tx_ref')?.trim();
  if (reference) return { reference, outcome: search.get('status') === 'cancelled' ? 'cancelled' : 'paid' };
  return remembered ? { reference: remembered, outcome: 'paid' } : null;
}

/** The address without what the provider added, so a reload does not resume the payment again. */
export function withoutReturnParams(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) kept.delete(name);
  return kept;
}

/**
 * The payment the checkout resumes with, read once as the checkout opens; then the address loses the provider's
 * parameters and the tab forgets the payment (the machine keeps it from here).
 */
export function useReturnedPayment(): ReturnedPayment | null {
  const [search, setSearch] = useSearchParams();
  const [returned] = useState(() => returnedPaymentOf(search, hostedPaymentStorage.get()));
  useEffect(() => {
    if (returned === null) return;
    hostedPaymentStorage.clear();
    if (RETURN_PARAMS.some((name) => search.has(name))) setSearch(withoutReturnParams, { replace: true });
  }, [returned, search, setSearch]);
  return returned;
}

/**
 * How the checkout leaves for the provider's page: a full-page navigation in the app. Stories give a function
 * they can observe instead, so the story stays on its page.
 */
export const HostedPageNavigation = createContext<(url: string) => void>((url) => {
  window.location.assign(url);
});

export const useHostedPageNavigation = () => use(HostedPageNavigation);

/**
 * The checkout's `openHostedPage`: remembers the payment for this tab, then leaves for the provider's page. If the
 * browser brings this very page back (Back, from its page cache), the shopper closed the provider's page unpaid.
 */
export function hostedPageActor(leavePage: (url: string) => void) {
  return fromCallback<EventObject, HostedPayment>(({ input, sendBack }) => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      hostedPaymentStorage.clear();
      sendBack({ type: 'payment.cancelled' });
    };
    hostedPaymentStorage.set(input.reference);
    window.addEventListener('pageshow', onPageShow);
    try {
      leavePage(input.authorizationUrl);
    } catch {
      window.removeEventListener('pageshow', onPageShow);
      hostedPaymentStorage.clear();
      throw new Error(PAGE_NOT_OPENED);
    }
    return () => window.removeEventListener('pageshow', onPageShow);
  });
}
