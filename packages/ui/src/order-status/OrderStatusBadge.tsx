import type { OrderStatus } from '@farmkit/contract';
import '../theme.css';
import './OrderStatusBadge.css';

export type { OrderStatus };

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** The visible text; the status itself by default. */
  label?: string;
}

const tones: Record<OrderStatus, 'warning' | 'success' | 'danger'> = {
  Pending: 'warning',
  Completed: 'success',
  Cancelled: 'danger',
};

/** An order's status as a coloured pill; the text always says it, so colour is never the only cue. */
export function OrderStatusBadge({ status, label = status }: OrderStatusBadgeProps) {
  return (
    <span className="fk-OrderStatusBadge" data-status={status.toLowerCase()} data-tone={tones[status]}>
      <span className="fk-OrderStatusBadge-dot" aria-hidden="true" />
      {label}
    </span>
  );
}
