import { withHundredths } from '@farmkit/ui/money';
import { type OrderStatus, OrderStatusBadge } from '@farmkit/ui/order-status';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { formatOrderDate } from './format.js';
import '../theme.css';
import './OrdersTable.css';

export interface OrderRow {
  id: string;
  /** ISO 8601 date-time. */
  createdAt: string;
  /** How the order is paid, as the shop names it (`Pay On Delivery`). */
  paymentMethod: string;
  status: OrderStatus;
  total: number;
}

export interface OrdersTableProps {
  orders: OrderRow[];
  /** The details page of an order; each row links there. */
  orderHref: (id: string) => string;
  emptyLabel?: ReactNode;
  /** Defaults to 'Mon D YY' (`Nov 21 26`). */
  formatDate?: (createdAt: string) => string;
  'aria-label'?: string;
  columnLabels?: Partial<Record<'order' | 'date' | 'payment' | 'status' | 'total', string>>;
  /** Accessible name of a row's link. */
  orderLinkLabel?: (order: OrderRow) => string;
  /** ISO 4217 code of the prices; the shop's (ShopFormatProvider) by default. */
  currency?: string;
  /** BCP 47 locale the prices are written in; the shop's by default. */
  locale?: string;
}

const defaultColumns = { order: 'Order', date: 'Date', payment: 'Payment', status: 'Status', total: 'Total' };
const defaultFormatDate = (createdAt: string) => formatOrderDate(createdAt);
const defaultOrderLinkLabel = (order: OrderRow) => `Order ${order.id}`;

/** The customer's orders; a row per order, linking to its details. Cards on narrow screens. */
export function OrdersTable({
  orders,
  orderHref,
  emptyLabel = 'You have no orders yet.',
  formatDate = defaultFormatDate,
  'aria-label': ariaLabel = 'Orders',
  columnLabels,
  orderLinkLabel = defaultOrderLinkLabel,
  currency,
  locale,
}: OrdersTableProps) {
  // A total may hold kobo (a discount took a share off): always to the hundredth.
  const money = withHundredths(useMoneyFormatter({ currency, locale }));
  if (orders.length === 0) {
    return <p className="fk-OrdersTable-empty">{emptyLabel}</p>;
  }
  const columns = { ...defaultColumns, ...columnLabels };

  return (
    <div className="fk-OrdersTable">
      <table className="fk-OrdersTable-table" aria-label={ariaLabel}>
        <thead>
          <tr>
            <th scope="col">{columns.order}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.payment}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col" data-align="end">
              {columns.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="fk-OrdersTable-row">
              <th scope="row" data-label={columns.order}>
                <Link
                  className="fk-OrdersTable-link"
                  href={orderHref(order.id)}
                  aria-label={orderLinkLabel(order)}
                >
                  {order.id}
                </Link>
              </th>
              <td data-label={columns.date}>{formatDate(order.createdAt)}</td>
              <td data-label={columns.payment}>{order.paymentMethod}</td>
              <td data-label={columns.status}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td data-label={columns.total} data-align="end" className="fk-OrdersTable-total">
                {money(order.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
