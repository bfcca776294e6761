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
export type ToastQueues = Record<ToastAreaName, ToastQueue>;

const QueuesContext = createContext<ToastQueues | null>(null);

export const createToastQueues = (): ToastQueues => ({ auth: createToastQueue(), shop: createToastQueue() });

/** The app's queues; or `queues`, which a page's islands share (each island is a React root of its own). */
export function ToastQueuesProvider({ queues, children }: { queues?: ToastQueues; children: ReactNode }) {
  const [ownQueues] = useState(createToastQueues);
  return <QueuesContext value={queues ?? ownQueues}>{children}</QueuesContext>;
}

export function useToastQueue(area: ToastAreaName): ToastQueue {
  const queues = use(QueuesContext);
  if (queues === null) throw new Error('useToastQueue needs a ToastQueuesProvider above it');
  return queues[area];
}
