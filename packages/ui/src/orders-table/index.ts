export { formatOrderDate } from './format';
export { type OrderRow, OrdersTable, type OrdersTableProps } from './OrdersTable';
