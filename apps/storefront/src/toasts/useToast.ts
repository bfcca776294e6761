import { useMemo } from 'react';
import { TOAST_AREAS, type ToastAreaName, useToastQueue } from './ToastQueues';
import { useToastArea } from './ToastRegion';

/**
 * Posts toasts to the current area's region, for as long as that area shows them; or to `target`, for a
 * toast that announces the page a navigation leads to in another area (an order placed in the shop is
 * confirmed on its details page in the account area).
 */
export function useToast(target?: ToastAreaName) {
  const current = useToastArea();
  const area = target ?? current;
  const queue = useToastQueue(area);
  return useMemo(() => {
    const options = { timeout: TOAST_AREAS[area].timeout };
    return {
      success: (title: string) => queue.add({ title, tone: 'success' }, options),
      error: (title: string) => queue.add({ title, tone: 'error' }, options),
    };
  }, [area, queue]);
}
