'use client';

export { formatOrderDate } from './format.js';
export { type OrderRow, OrdersTable, type OrdersTableProps } from './OrdersTable.js';
