import { useState } from 'react';
import { useRemoveCartLine } from '../../../api/cart';

interface RemovalOutcome {
  onRemoved: () => void;
  onFailed: (error: unknown) => void;
}

/** Deletes cart lines, several at once if the shopper is quick, and knows which are on their way out. */
export function useLineRemoval() {
  const removeLine = useRemoveCartLine();
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());

  const remove = (lineId: number, { onRemoved, onFailed }: RemovalOutcome) => {
    setRemoving((current) => new Set(current).add(lineId));
    // Settles once the cart has been reloaded without the line (the hook refreshes every page).
    removeLine
      .mutateAsync(lineId)
      .then(onRemoved, onFailed)
      .finally(() =>
        setRemoving((current) => {
          const next = new Set(current);
          next.delete(lineId);
          return next;
        }),
      );
  };

  return { remove, isRemoving: (lineId: number) => removing.has(lineId), anyRemoving: removing.size > 0 };
}
