export { formatOrderDate, paymentMethodText } from './format';
export { type OrderRow, OrdersTable, type OrdersTableProps } from './OrdersTable';
