export { type OrderStatus, OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge.js';
