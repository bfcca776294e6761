import { useMemo } from 'react';
import { TOAST_AREAS, useToastQueue } from './ToastQueues';
import { useToastArea } from './ToastRegion';

/** Posts toasts to the current area's region, for as long as that area shows them. */
export function useToast() {
  const area = useToastArea();
  const queue = useToastQueue(area);
  return useMemo(() => {
    const options = { timeout: TOAST_AREAS[area].timeout };
    return {
      success: (title: string) => queue.add({ title, tone: 'success' }, options),
      error: (title: string) => queue.add({ title, tone: 'error' }, options),
    };
  }, [area, queue]);
}
