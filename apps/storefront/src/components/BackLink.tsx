import { LinkButton, type LinkButtonProps } from '@farmkit/ui/button';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface BackLinkProps extends Omit<LinkButtonProps, 'href' | 'onClick'> {
  /** Where the link leads when there is no earlier page of this site to return to. */
  fallback: string;
}

/**
 * Goes one step back in history. Opened straight from another site or a new tab, the app has no page to go
 * back to (react-router names that first entry 'default'), so it follows its `fallback` address instead.
 */
export function BackLink({ fallback, ...props }: BackLinkProps) {
  const navigate = useNavigate();
  const hasEarlierPage = useLocation().key !== 'default';

  function goBack(event: MouseEvent) {
    if (!hasEarlierPage) return;
    event.preventDefault();
    void navigate(-1);
  }

  return <LinkButton {...props} href={fallback} onClick={goBack} />;
}
