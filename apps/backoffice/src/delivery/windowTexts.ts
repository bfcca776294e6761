import { DELIVERY_METHOD_LABELS, type DeliveryWindow } from '@farmkit/contract';

/** How long before its day ordering for a window closes: `Same day`, `1 day before`, `3 days before`. */
export function cutoffDaysText(daysBefore: number): string {
  if (daysBefore === 0) return 'Same day';
  return `${daysBefore} ${daysBefore === 1 ? 'day' : 'days'} before`;
}

/** A window's cut-off: `1 day before at 20:00`, `Same day at 10:00`. */
export const cutoffText = (window: Pick<DeliveryWindow, 'cutoff_days_before' | 'cutoff_time'>) =>
  `${cutoffDaysText(window.cutoff_days_before)} at ${window.cutoff_time}`;

/** A window's hours, `09:00–13:00`. */
export const hoursText = (window: Pick<DeliveryWindow, 'starts' | 'ends'>) =>
  `${window.starts}–${window.ends}`;

/** A window as a sentence names it: `Delivery 09:00–13:00`. */
export const windowName = (window: Pick<DeliveryWindow, 'method' | 'starts' | 'ends'>) =>
  `${DELIVERY_METHOD_LABELS[window.method]} ${hoursText(window)}`;
