import { Button } from '@farmkit/ui/button';
import { type ReactNode, useId, useState } from 'react';
import { Button as RACButton } from 'react-aria-components';
import './CollapsibleFilters.css';

export interface ActiveFilter {
  key: string;
  /** The filter as a chip says it: `Stage: Confirmed`, `“0803 123 4567”`. */
  label: string;
}

interface CollapsibleFiltersProps {
  /** The filters that are set, in the order of the controls. */
  active: readonly ActiveFilter[];
  /** Turns one filter off (its chip's button). */
  onRemove: (key: string) => void;
  /** The list's FilterBar. */
  children: ReactNode;
}

/**
 * A list's filters on a phone: one "Filters" button (with how many are set) that shows or hides them, and the set
 * ones as chips, each removable, so the list starts near the top of the screen. From 48rem the filters show as
 * they are and the button and chips do not.
 */
export function CollapsibleFilters({ active, onRemove, children }: CollapsibleFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="bo-Filters" data-open={open || undefined}>
      <div className="bo-Filters-summary">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onPress={() => setOpen(!open)}
        >
          {active.length > 0 ? `Filters (${active.length})` : 'Filters'}
        </Button>
        {active.length > 0 && (
          <ul className="bo-Filters-chips" aria-label="Filters in use">
            {active.map((filter) => (
              <li key={filter.key}>
                <RACButton
                  className="bo-Filters-chip"
                  aria-label={`Remove the filter ${filter.label}`}
                  onPress={() => onRemove(filter.key)}
                >
                  <span>{filter.label}</span>
                  <span aria-hidden="true">×</span>
                </RACButton>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div id={panelId} className="bo-Filters-panel">
        {children}
      </div>
    </div>
  );
}
