import { Button } from 'react-aria-components';
import { ChevronIcon } from '../icons/ChevronIcon.js';
import { pageWindow } from './pageWindow.js';
import '../theme.css';
import './Pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
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
  'aria-label': ariaLabel = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = defaultPageLabel,
}: PagerProps) {
  if (pageCount <= 1) return null;

  return (
    <nav className="fk-Pager" aria-label={ariaLabel}>
      <Button
        className="fk-Pager-button"
        data-step="previous"
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <ChevronIcon direction="left" />
        <span>{previousLabel}</span>
      </Button>
      {pageWindow(page, pageCount).map((number) => (
        <Button
          key={number}
          className="fk-Pager-button"
          aria-label={pageLabel(number)}
          aria-current={number === page ? 'page' : undefined}
          onPress={() => number !== page && onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        className="fk-Pager-button"
        data-step="next"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        <span>{nextLabel}</span>
        <ChevronIcon direction="right" />
      </Button>
    </nav>
  );
}
