import { countPages, type Order, PAGE_SIZES, PAYMENT_METHOD_LABELS } from '@farmkit/contract';
import { LinkButton } from '@farmkit/ui/button';
import { type OrderRow, OrdersTable } from '@farmkit/ui/orders-table';
import { Pager } from '@farmkit/ui/pager';
import { useOrders } from '../../api/orders';
import { LoadError } from '../../components/LoadError';
import { paths } from '../../paths';
import { usePageInRange } from '../shop/listing/usePageInRange';
import { usePageParam } from '../shop/listing/usePageParam';
import { AccountPage } from './AccountPage';
import './OrdersPage.css';

const PAGE_SIZE = PAGE_SIZES.orders;

const rowOf = (order: Order): OrderRow => ({
  id: String(order.id),
  createdAt: order.created_at,
  paymentMethod: PAYMENT_METHOD_LABELS[order.payment_method],
  status: order.status,
  total: order.total_price,
});

const orderHref = (id: string) => paths.account.orderDetails(Number(id));

/** /account/orders: the shopper's orders, newest first, each leading to its details. */
export function OrdersPage() {
  return (
    <AccountPage title="Orders" description="Your orders and their status.">
      <OrdersList />
      <p className="orders-shop-link">
        <LinkButton href={paths.home} variant="secondary">
          Visit our Store
        </LinkButton>
      </p>
    </AccountPage>
  );
}

function OrdersList() {
  const [page, setPage] = usePageParam();
  const orders = useOrders(page, PAGE_SIZE);
  const movingPage = usePageInRange(page, setPage, orders, PAGE_SIZE);

  if (orders.isPending || movingPage) {
    return (
      <p className="orders-loading" role="status">
        Loading your orders…
      </p>
    );
  }
  if (orders.isError) return <LoadError what="your orders" onRetry={() => void orders.refetch()} />;
  const rows = orders.data.results.map(rowOf);
  // With no orders the table says so in its own empty state, without the frame.
  if (rows.length === 0) return <OrdersTable orders={rows} orderHref={orderHref} />;
  return (
    <div className="orders-list" aria-busy={orders.isPlaceholderData}>
      <div className="orders-list-table">
        <OrdersTable aria-label="Your orders" orders={rows} orderHref={orderHref} />
      </div>
      <Pager
        aria-label="Order pages"
        page={page}
        pageCount={countPages(orders.data.count, PAGE_SIZE)}
        onPageChange={setPage}
      />
    </div>
  );
}
