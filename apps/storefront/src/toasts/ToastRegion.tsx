import { Toasts } from '@farmkit/ui/toast';
import { createContext, type ReactNode, use } from 'react';
import { TOAST_AREAS, type ToastAreaName, useToastQueue } from './ToastQueues';

const AreaContext = createContext<ToastAreaName | null>(null);

/** Shows an area's toasts, and makes `useToast` below it post to that area. */
export function ToastRegion({ area, children }: { area: ToastAreaName; children: ReactNode }) {
  const queue = useToastQueue(area);
  return (
    <AreaContext value={area}>
      <Toasts queue={queue} placement={TOAST_AREAS[area].placement} />
      {children}
    </AreaContext>
  );
}

/** Makes `useToast` below it post to `area`, whose toasts a region elsewhere shows (an island's, for instance). */
export function ToastArea({ area, children }: { area: ToastAreaName; children: ReactNode }) {
  return <AreaContext value={area}>{children}</AreaContext>;
}

export function useToastArea(): ToastAreaName {
  const area = use(AreaContext);
  if (area === null) throw new Error('useToast needs a ToastRegion above it');
  return area;
}
