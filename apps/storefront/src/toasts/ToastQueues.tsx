import { createToastQueue } from '@farmkit/ui/toast';
import { createContext, type ReactNode, use, useState } from 'react';

/**
 * The sign-in and account screens toast top-right for 5 s, the shop top-centre for 2 s.
 * The queues belong to the app, not to a layout, so a toast survives a move between areas (an expired
 * session in the account area is announced on the login page it leads to).
 */
export const TOAST_AREAS = {
  auth: { placement: 'top-end', timeout: 5000 },
  shop: { placement: 'top', timeout: 2000 },
} as const;

export type ToastAreaName = keyof typeof TOAST_AREAS;
type ToastQueue = ReturnType<typeof createToastQueue>;

const QueuesContext = createContext<Record<ToastAreaName, ToastQueue> | null>(null);

export function ToastQueuesProvider({ children }: { children: ReactNode }) {
  const [queues] = useState(() => ({ auth: createToastQueue(), shop: createToastQueue() }));
  return <QueuesContext value={queues}>{children}</QueuesContext>;
}

export function useToastQueue(area: ToastAreaName): ToastQueue {
  const queues = use(QueuesContext);
  if (queues === null) throw new Error('useToastQueue needs a ToastQueuesProvider above it');
  return queues[area];
}
