import { LinkButton, type LinkButtonProps } from '@farmkit/ui/button';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface BackLinkProps extends Omit<LinkButtonProps, 'href' | 'onClick'> {
  /** Where the link leads when there is no earlier page of this site to return to. */
  fallback: string;
}

/**
 * Whether the tab holds an earlier page of this site to go back to. React Router names the first entry it knows
 * 'default'; a page it did not lead to (loaded afresh from a page of islands, whose links load pages) asks the
 * browser: its Navigation API counts this site's entries only; without it, the referrer tells.
 */
function hasEarlierPage(routerKey: string): boolean {
  if (routerKey !== 'default') return true;
  const { navigation } = window as { navigation?: { canGoBack: boolean } };
  if (navigation) return navigation.canGoBack;
  return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
}

/**
 * Goes one step back in history. Opened straight from another site or a new tab, there is no page of the shop to
 * go back to, so it follows its `fallback` address instead.
 */
export function BackLink({ fallback, ...props }: BackLinkProps) {
  const navigate = useNavigate();
  const { key } = useLocation();

  function goBack(event: MouseEvent) {
    if (!hasEarlierPage(key)) return;
    event.preventDefault();
    void navigate(-1);
  }

  return <LinkButton {...props} href={fallback} onClick={goBack} />;
}
