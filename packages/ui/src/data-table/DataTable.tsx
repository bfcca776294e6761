import { Button } from '@farmkit/ui/button';
import type { ReactNode } from 'react';
import {
  Cell,
  Checkbox,
  Column,
  type Key,
  ProgressBar,
  Row,
  type Selection,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import '../theme.css';
import './DataTable.css';

export interface DataTableColumn<T> {
  id: string;
  /** The column's header; also the label of its value on a card. */
  name: string;
  /** The column that names a row (an order number): the title of its card. One per table. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** `end` for figures (amounts, counts), so their digits line up. */
  align?: 'start' | 'end';
  render: (row: T) => ReactNode;
}

export interface DataTableRow {
  id: Key;
  /** The row's detail page: the whole row is a link there (React Aria's row links). */
  href?: string;
}

export interface DataTableProps<T extends DataTableRow> {
  /** Names the table for screen readers ("Orders"). */
  'aria-label': string;
  columns: DataTableColumn<T>[];
  rows: T[];
  /** The column and direction the rows are sorted by; the app sorts them (often on the server). */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** `multiple` adds a checkbox to each row and a "select all" checkbox to the header. */
  selectionMode?: 'none' | 'multiple';
  selectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Shown in the body when there are no rows. */
  emptyMessage?: ReactNode;
  /** Replaces the empty message with the app's own content (an illustration, a link to create one). */
  renderEmptyState?: () => ReactNode;
  /** The rows are loading: placeholder rows show instead, and screen readers hear `loadingLabel`. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Loading failed: the message replaces the table, announced as an alert. */
  error?: ReactNode;
  /** Shows a retry button under the error. */
  onRetry?: () => void;
  retryLabel?: string;
  /**
   * `auto`: a table, and one card per row when the table's container is narrower than 40rem. `table`: always a
   * table (scrolling sideways when it does not fit).
   */
  layout?: 'auto' | 'table';
  /** How many placeholder rows show while loading. */
  loadingRowCount?: number;
}

/**
 * A table of rows on React Aria's Table: sortable columns, optional multiple selection, row links, and
 * empty, loading and error states. In a narrow container the rows show as cards.
 *
 * The cards are the same table restyled by CSS (a container query), not a second component: React Aria
 * gives every element an explicit ARIA role (grid, row, columnheader, rowheader, gridcell), which a
 * `display` change does not remove. So assistive tech meets one grid at every width, with the same
 * keyboard navigation, selection, sort state and row links; the labels a card shows next to its values are
 * hidden from screen readers, which announce each cell's column header instead.
 */
export function DataTable<T extends DataTableRow>({
  'aria-label': ariaLabel,
  columns,
  rows,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  emptyMessage = 'Nothing to show.',
  renderEmptyState,
  isLoading = false,
  loadingLabel = 'Loading',
  error,
  onRetry,
  retryLabel = 'Try again',
  layout = 'auto',
  loadingRowCount = 3,
}: DataTableProps<T>) {
  const selectable = selectionMode === 'multiple';
  const hasError = error != null && error !== false;

  return (
    <div className="fk-DataTable" data-layout={layout}>
      {/* Present from the first render, so a later change of its text is announced. */}
      <span className="fk-DataTable-hidden" role="status">
        {isLoading && !hasError ? loadingLabel : ''}
      </span>
      {hasError ? (
        <div className="fk-DataTable-error" role="alert">
          <p className="fk-DataTable-errorMessage">{error}</p>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {retryLabel}
            </Button>
          )}
        </div>
      ) : (
        <div className="fk-DataTable-scroll">
          <Table
            aria-label={ariaLabel}
            className="fk-DataTable-table"
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
            selectionMode={selectionMode}
            selectedKeys={selectedKeys}
            onSelectionChange={onSelectionChange}
          >
            <TableHeader className="fk-DataTable-header">
              {selectable && (
                <Column className="fk-DataTable-column" data-selection="">
                  <SelectionCheckbox />
                </Column>
              )}
              {columns.map((column) => (
                <Column
                  key={column.id}
                  id={column.id}
                  isRowHeader={column.isRowHeader}
                  allowsSorting={column.allowsSorting}
                  className="fk-DataTable-column"
                  data-align={column.align ?? 'start'}
                >
                  {({ allowsSorting, sortDirection }) => (
                    <span className="fk-DataTable-columnName">
                      {column.name}
                      {allowsSorting && <SortIcon direction={sortDirection} />}
                    </span>
                  )}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              className="fk-DataTable-body"
              items={isLoading ? [] : rows}
              dependencies={[columns, selectable]}
              renderEmptyState={() =>
                isLoading ? (
                  <LoadingRows label={loadingLabel} count={loadingRowCount} />
                ) : (
                  <div className="fk-DataTable-empty">
                    {renderEmptyState ? renderEmptyState() : emptyMessage}
                  </div>
                )
              }
            >
              {(row) => (
                <Row
                  id={row.id}
                  href={row.href}
                  className="fk-DataTable-row"
                  data-link={row.href ? '' : undefined}
                >
                  {selectable && (
                    <Cell className="fk-DataTable-cell" data-selection="">
                      <SelectionCheckbox />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className="fk-DataTable-cell"
                      data-align={column.align ?? 'start'}
                      data-row-header={column.isRowHeader || undefined}
                    >
                      {!column.isRowHeader && (
                        <span className="fk-DataTable-cardLabel" aria-hidden="true">
                          {column.name}
                        </span>
                      )}
                      <span className="fk-DataTable-value">{column.render(row)}</span>
                    </Cell>
                  ))}
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}

/** A row's checkbox, or the header's "select all": React Aria names and wires it through the slot. */
function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className="fk-DataTable-checkbox">
      {({ isSelected, isIndeterminate }) => (
        <span className="fk-DataTable-checkboxBox" aria-hidden="true">
          {(isSelected || isIndeterminate) && (
            <svg
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
            >
              <path
                d={isIndeterminate ? 'M4 8h8' : 'M3.5 8.5 6.5 11.5 12.5 4.5'}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </span>
      )}
    </Checkbox>
  );
}

function SortIcon({ direction }: { direction?: SortDescriptor['direction'] }) {
  const path =
    direction === 'ascending'
      ? 'M8 12.5V3.5M4.5 7 8 3.5 11.5 7'
      : direction === 'descending'
        ? 'M8 3.5v9M4.5 9 8 12.5 11.5 9'
        : 'M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3';
  return (
    <svg
      className="fk-DataTable-sortIcon"
      data-direction={direction}
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** Placeholder rows inside the empty body while rows load; one progress bar names what is loading. */
function LoadingRows({ label, count }: { label: string; count: number }) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className="fk-DataTable-loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <span key={index} className="fk-DataTable-skeletonRow" aria-hidden="true">
          <span className="fk-DataTable-bone" data-width="short" />
          <span className="fk-DataTable-bone" />
          <span className="fk-DataTable-bone" data-width="short" />
        </span>
      ))}
    </ProgressBar>
  );
}
