import { Fragment, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import { pageWindow } from './pageWindow.js';
import '../theme.css';
import './Pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** Called with the page pressed. Not needed with `pageHref`, whose links lead there themselves. */
  onPageChange?: (page: number) => void;
  /**
   * Each page's address: the pager is then links, which work before any script has run, are followed by
   * crawlers and open in a new tab (with the app's router provider, they navigate through it).
   */
  pageHref?: (page: number) => string;
  'aria-label'?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page button. */
  pageLabel?: (page: number) => string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;

/** Previous, up to 3 page numbers around the current page, and next. Renders nothing for a single page. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  pageHref,
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = defaultPageLabel,
}: PagerProps) {
  if (pageCount <= 1) return null;

  const step = (target: number, isDisabled: boolean, children: ReactNode, ariaLabel?: string) => {
    const current = target === page && ariaLabel !== undefined;
    const common = {
      className: 'fk-Pager-button',
      'aria-label': ariaLabel,
      'aria-current': current ? ('page' as const) : undefined,
      isDisabled,
      children,
    };
    return pageHref ? (
      <Link {...common} href={isDisabled ? undefined : pageHref(target)} />
    ) : (
      <Button {...common} onPress={() => !current && onPageChange?.(target)} />
    );
  };

  return (
    <nav className="fk-Pager" aria-label={ariaLabel}>
      {step(
        page - 1,
        page <= 1,
        <>
          <ChevronIcon direction="left" />
          <span>{previousLabel}</span>
        </>,
      )}
      {pageWindow(page, pageCount).map((number) => (
        <Fragment key={number}>{step(number, false, number, pageLabel(number))}</Fragment>
      ))}
      {step(
        page + 1,
        page >= pageCount,
        <>
          <span>{nextLabel}</span>
          <ChevronIcon direction="right" />
        </>,
      )}
    </nav>
  );
}
