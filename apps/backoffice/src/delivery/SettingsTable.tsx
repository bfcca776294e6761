import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@farmkit/ui/data-table';
import { Modal } from '@farmkit/ui/modal';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { errorText } from '../api/errors';
import './SettingsTable.css';

/** An area or a window: what the table lists, switches on and off, and deletes. */
export interface Setting {
  id: number;
  active: boolean;
}

/** Where the form in the dialog reports to. */
export interface SettingFormSlot<T> {
  /** The row being changed; undefined when adding one. */
  row?: T;
  onSaved: (row: T) => void;
  onCancel: () => void;
}

interface SettingsTableProps<T extends Setting> {
  /** The table's name, for screen readers ("Delivery areas"). */
  label: string;
  /** What one row is, in a sentence ("area", "window"). */
  noun: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  /** The order before a column is pressed; `compare` sorts by the pressed column. */
  initialSort: SortDescriptor;
  compare: (a: T, b: T, column: string) => number;
  /** How a sentence names a row ("Gwarinpa", "Delivery 09:00–13:00"). */
  nameOf: (row: T) => string;
  emptyMessage: ReactNode;
  /** The add or change form, inside the dialog. */
  renderForm: (slot: SettingFormSlot<T>) => ReactNode;
  /** Saves the row offered (`active`) or not. */
  setActive: UseMutationResult<unknown, Error, { row: T; active: boolean }>;
  remove: UseMutationResult<unknown, Error, T>;
}

type Editing<T> = { kind: 'add' } | { kind: 'change'; row: T } | null;

/**
 * Rows the farm sets up (areas, windows): a table, sortable, that becomes one card per row on a phone; an add
 * button and a change button opening the form in a dialog; a row offered at checkout or not; and delete, for a row
 * made by mistake (the API refuses one an order names, with its reason, shown in the dialog).
 */
export function SettingsTable<T extends Setting>({
  label,
  noun,
  rows,
  columns,
  initialSort,
  compare,
  nameOf,
  emptyMessage,
  renderForm,
  setActive,
  remove,
}: SettingsTableProps<T>) {
  const [sort, setSort] = useState<SortDescriptor>(initialSort);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [done, setDone] = useState('');
  const idPrefix = useId();
  const nameId = (row: T) => `${idPrefix}-${row.id}-name`;

  const sorted = [...rows].sort((a, b) => {
    const order = compare(a, b, String(sort.column));
    return sort.direction === 'descending' ? -order : order;
  });

  const actions: DataTableColumn<T> = {
    id: 'actions',
    name: 'Actions',
    render: (row) => (
      <span className="bo-SettingsTable-actions">
        <Button
          variant="secondary"
          aria-describedby={nameId(row)}
          onPress={() => {
            setDone('');
            setEditing({ kind: 'change', row });
          }}
        >
          Change
        </Button>
        <Button
          variant="secondary"
          aria-describedby={nameId(row)}
          isPending={setActive.isPending && setActive.variables?.row.id === row.id}
          onPress={() => {
            setDone('');
            setActive.mutate(
              { row, active: !row.active },
              {
                onSuccess: () =>
                  setDone(
                    `${nameOf(row)} is ${row.active ? 'no longer offered' : 'offered again'} at checkout.`,
                  ),
              },
            );
          }}
        >
          {row.active ? 'Deactivate' : 'Activate'}
        </Button>
        <Button
          variant="secondary"
          aria-describedby={nameId(row)}
          onPress={() => {
            setDone('');
            remove.reset();
            setDeleting(row);
          }}
        >
          Delete
        </Button>
      </span>
    ),
  };
  // The row header carries the id the actions' buttons are described by: "Change, Gwarinpa".
  const named = columns.map((column) =>
    column.isRowHeader
      ? { ...column, render: (row: T) => <span id={nameId(row)}>{column.render(row)}</span> }
      : column,
  );

  const close = () => setEditing(null);
  const deletingName = deleting ? nameOf(deleting) : '';

  return (
    <>
      <div className="bo-SettingsTable-bar">
        <Button
          onPress={() => {
            setDone('');
            setEditing({ kind: 'add' });
          }}
        >
          {`Add ${noun}`}
        </Button>
      </div>
      <DataTable
        aria-label={label}
        columns={[...named, actions]}
        rows={sorted}
        sortDescriptor={sort}
        onSortChange={setSort}
        emptyMessage={emptyMessage}
      />
      <p role="status" className="bo-SettingsTable-status">
        {done}
      </p>
      {setActive.isError && (
        <p role="alert" className="bo-SettingsTable-error">
          {errorText(setActive.error)}
        </p>
      )}
      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => !open && close()}
        title={editing?.kind === 'change' ? `Change ${nameOf(editing.row)}` : `New ${noun}`}
      >
        {editing &&
          renderForm({
            row: editing.kind === 'change' ? editing.row : undefined,
            onCancel: close,
            onSaved: (row) => {
              close();
              setDone(`${nameOf(row)} is ${editing.kind === 'add' ? 'added' : 'saved'}.`);
            },
          })}
      </Modal>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deletingName}?`}
        message={`Only a ${noun} made by mistake, which no order or cart names, can be deleted. To stop offering it, deactivate it instead.`}
        tone="danger"
        confirmLabel="Delete"
        cancelLabel="Keep"
        isPending={remove.isPending}
        errorMessage={remove.isError ? errorText(remove.error) : undefined}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              setDone(`${deletingName} is deleted.`);
            },
          });
        }}
      />
    </>
  );
}
