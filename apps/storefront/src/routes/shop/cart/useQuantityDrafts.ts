import { useEffect, useRef, useState } from 'react';
import { useSetCartLineQuantity } from '../../../api/cart';

/** How long the stepper rests before its quantity is saved: a run of presses becomes one request. */
export const SAVE_DELAY_MS = 400;

interface SaveOutcome {
  /** The line now holds the quantity the shopper chose last. */
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * Quantities the shopper chose that the cart has not confirmed yet. A change shows at once and is saved
 * after a short pause, one request per line at a time, so a late answer never undoes a newer choice. Once
 * saved (and the cart reloaded) or failed, the draft goes and the line shows the cart's own quantity.
 * Changes still waiting when the page closes are saved at once.
 */
export function useQuantityDrafts(outcome: SaveOutcome) {
  const setQuantity = useSetCartLineQuantity();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, number>>(() => new Map());

  // The asynchronous steps read the newest values through this, not through a render's closure.
  const live = useRef({ drafts, outcome, save: setQuantity.mutateAsync });
  live.current.outcome = outcome;
  live.current.save = setQuantity.mutateAsync;
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const saving = useRef(new Set<number>());

  const [actions] = useState(() => {
    const update = (lineId: number, quantity: number | undefined) => {
      const next = new Map(live.current.drafts);
      if (quantity === undefined) next.delete(lineId);
      else next.set(lineId, quantity);
      live.current.drafts = next;
      setDrafts(next);
    };

    const save = (lineId: number) => {
      timers.current.delete(lineId);
      // The request in flight saves the newer choice when it ends.
      if (saving.current.has(lineId)) return;
      const quantity = live.current.drafts.get(lineId);
      if (quantity === undefined) return;
      saving.current.add(lineId);
      live.current.save({ lineId, quantity }).then(
        () => {
          saving.current.delete(lineId);
          if (live.current.drafts.get(lineId) === quantity) {
            update(lineId, undefined);
            live.current.outcome.onSaved();
          } else if (!timers.current.has(lineId)) {
            save(lineId);
          }
        },
        (error: unknown) => {
          saving.current.delete(lineId);
          clearTimeout(timers.current.get(lineId));
          timers.current.delete(lineId);
          update(lineId, undefined);
          live.current.outcome.onFailed(error);
        },
      );
    };

    return {
      change(lineId: number, quantity: number) {
        update(lineId, quantity);
        clearTimeout(timers.current.get(lineId));
        timers.current.set(
          lineId,
          setTimeout(() => save(lineId), SAVE_DELAY_MS),
        );
      },
      /** Drops a line's unsaved choice (the line is being deleted). */
      forget(lineId: number) {
        clearTimeout(timers.current.get(lineId));
        timers.current.delete(lineId);
        update(lineId, undefined);
      },
      flush() {
        for (const [lineId, timer] of timers.current) {
          clearTimeout(timer);
          save(lineId);
        }
      },
    };
  });

  useEffect(() => actions.flush, [actions]);

  return {
    /** The quantity to show: the shopper's unsaved choice, else the cart's. */
    quantityOf: (line: { id: number; quantity: number }) => drafts.get(line.id) ?? line.quantity,
    change: actions.change,
    forget: actions.forget,
  };
}
