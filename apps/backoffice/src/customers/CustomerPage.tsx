import { type AdminCustomer, type AdminCustomerOrder, STAFF_ROLE_LABELS } from '@farmkit/contract';
import { DataTable, type DataTableColumn } from '@farmkit/ui/data-table';
import { Spinner } from '@farmkit/ui/spinner';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { useShopDates } from '../api/dates';
import { errorText, statusOf } from '../api/errors';
import { Amount } from '../api/money';
import { telHref, whatsAppHref } from '../orders/contactLinks';
import { paymentLabel } from '../orders/paymentLabel';
import { useCustomer } from './customersApi';
import './CustomerPage.css';

type Row = AdminCustomerOrder & { href: string };

function PlacedAt({ order }: { order: AdminCustomerOrder }) {
  return useShopDates().dateTime(order.created_at);
}

const columns: DataTableColumn<Row>[] = [
  { id: 'id', name: 'Order', isRowHeader: true, render: (order) => `#${order.id}` },
  { id: 'placed', name: 'Placed', render: (order) => <PlacedAt order={order} /> },
  { id: 'stage', name: 'Stage', render: (order) => <StageBadge stage={order.stage} /> },
  // The customer's list has no test-payment flag: a test payment shows as paid.
  { id: 'payment', name: 'Payment', render: (order) => paymentLabel({ ...order, test_payment: false }) },
  { id: 'total', name: 'Total', align: 'end', render: (order) => <Amount value={order.total_price} /> },
];

/** One customer: how to reach them, where their next order would go, what they have bought, their orders. */
export function CustomerPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  if (customer.isPending) return <Spinner label="Loading the customer" />;
  if (customer.isError) {
    return (
      <p role="alert">
        {statusOf(customer.error) === 404 ? 'There is no such customer.' : errorText(customer.error)}{' '}
        <Link href="/customers">Back to the customers</Link>
      </p>
    );
  }
  return <CustomerDetails customer={customer.data} />;
}

function CustomerDetails({ customer }: { customer: AdminCustomer }) {
  const dates = useShopDates();
  const address = [
    customer.address.address,
    customer.address.city,
    customer.address.zipcode,
    customer.address.country,
  ]
    .filter(Boolean)
    .join(', ');
  const rows: Row[] = customer.recent_orders.map((order) => ({ ...order, href: `/orders/${order.id}` }));
  return (
    <>
      <div className="bo-Page-header">
        <h1>{customer.name || customer.email}</h1>
        {customer.role && <span className="bo-Customer-role">Staff: {STAFF_ROLE_LABELS[customer.role]}</span>}
      </div>
      <div className="bo-Customer-grid">
        <section aria-labelledby="contact-title" className="bo-Panel">
          <h2 id="contact-title">Contact</h2>
          <dl className="bo-Customer-facts">
            <div>
              <dt>E-mail</dt>
              <dd>
                {customer.deleted ? (
                  'Erased when the account was deleted; its orders are kept.'
                ) : (
                  <>
                    <Link href={`mailto:${customer.email}`}>{customer.email}</Link>
                    {!customer.verified && ' (not verified)'}
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                {customer.phone ? (
                  <span className="bo-Customer-contact">
                    <Link href={telHref(customer.phone)}>Call {customer.phone}</Link>
                    <Link href={whatsAppHref(customer.phone)} target="_blank" rel="noreferrer">
                      WhatsApp
                    </Link>
                  </span>
                ) : (
                  'None given'
                )}
              </dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{address || 'None given'}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{dates.date(customer.joined_at)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="totals-title" className="bo-Panel">
          <h2 id="totals-title">Totals</h2>
          <dl className="bo-Customer-facts">
            <div>
              <dt>Orders</dt>
              <dd>{customer.orders_count}</dd>
            </div>
            <div>
              <dt>Spent</dt>
              <dd className="bo-Customer-strong">
                <Amount value={customer.total_spent} />
              </dd>
            </div>
            <div>
              <dt>Last order</dt>
              <dd>{customer.last_order_at ? dates.date(customer.last_order_at) : 'None yet'}</dd>
            </div>
          </dl>
          <p className="bo-Customer-note">
            Spent counts every order not cancelled; refunds are not taken off.
          </p>
        </section>
      </div>
      <section aria-labelledby="orders-title" className="bo-Panel">
        <h2 id="orders-title">
          {customer.orders_count > rows.length
            ? `Latest ${rows.length} of ${customer.orders_count} orders`
            : 'Orders'}
        </h2>
        <DataTable aria-label="Their orders" columns={columns} rows={rows} emptyMessage="No orders yet." />
      </section>
      <p>
        <Link href="/customers">Back to the customers</Link>
      </p>
    </>
  );
}
