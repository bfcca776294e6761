import { Button } from '@farmkit/ui/button';
import { FieldChrome } from '@farmkit/ui/field';
import { type ReactNode, useEffect, useRef } from 'react';
import { Group, Input, Button as RACButton, SearchField, type SearchFieldProps } from 'react-aria-components';
import { CloseIcon } from '../icons/CloseIcon.js';
import '../theme.css';
import './FilterBar.css';

export interface FilterBarProps {
  /** The filter controls (a FilterSearchField, SelectFields, date fields), laid out in a wrapping row. */
  children: ReactNode;
  /** Names the group of filters for screen readers ("Order filters"). */
  'aria-label'?: string;
  /** How many filters differ from their default; the clear button shows while it is above 0. */
  activeCount?: number;
  /** Resets every filter; the app sets `activeCount` back to 0. */
  onClear?: () => void;
  clearLabel?: string;
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A row of filter controls above a list, with a "Clear filters" button while any filter is set.
 *
 * A `group`, not a `toolbar`: a toolbar takes the arrow keys to move between its controls, which a search
 * field and select lists need for themselves, so each control keeps its own Tab stop.
 */
export function FilterBar({
  children,
  'aria-label': ariaLabel = 'Filters',
  activeCount = 0,
  onClear,
  clearLabel = 'Clear filters',
}: FilterBarProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const cleared = useRef(false);
  const showClear = activeCount > 0 && onClear != null;

  // The clear button leaves once the filters are cleared; keyboard focus would fall to the page's start, so
  // it moves to the first filter instead.
  useEffect(() => {
    if (!cleared.current || showClear) return;
    cleared.current = false;
    groupRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [showClear]);

  return (
    <Group ref={groupRef} aria-label={ariaLabel} className="fk-FilterBar">
      <div className="fk-FilterBar-filters">{children}</div>
      {showClear && (
        <div className="fk-FilterBar-actions">
          <Button
            variant="secondary"
            onPress={() => {
              cleared.current = true;
              onClear();
            }}
          >
            {clearLabel}
          </Button>
        </div>
      )}
    </Group>
  );
}

export interface FilterSearchFieldProps
  extends Omit<SearchFieldProps, 'className' | 'style' | 'children' | 'render'> {
  label: ReactNode;
  placeholder?: string;
  /** Accessible name of the × that empties the field (Escape does too). */
  clearLabel?: string;
}

/** A labelled search box for a FilterBar, with a × to empty it. */
export function FilterSearchField({
  label,
  placeholder,
  clearLabel = 'Clear search',
  ...props
}: FilterSearchFieldProps) {
  return (
    <SearchField {...props} className="fk-Field fk-FilterSearchField">
      <FieldChrome label={label}>
        <div className="fk-Field-control">
          <svg
            className="fk-FilterSearchField-icon"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="7" cy="7" r="4.5" />
            <path d="m10.5 10.5 3 3" />
          </svg>
          <Input className="fk-Field-input fk-FilterSearchField-input" placeholder={placeholder} />
          <RACButton className="fk-Field-button fk-FilterSearchField-clear" aria-label={clearLabel}>
            <CloseIcon />
          </RACButton>
        </div>
      </FieldChrome>
    </SearchField>
  );
}
