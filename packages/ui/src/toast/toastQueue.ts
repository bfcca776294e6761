import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastContent {
  title: string;
  description?: string;
  tone: ToastTone;
}

export type ToastQueue = RACToastQueue<ToastContent>;

/**
 * A queue of toasts for one `<Toasts>` region. Post with `queue.add({ title, tone }, { timeout })`:
 * the timeout (ms) is the caller's, and without one the toast stays until closed.
 */
export function createToastQueue({ maxVisibleToasts = 3 }: { maxVisibleToasts?: number } = {}): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts });
}
