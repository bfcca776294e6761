import { type AdminOrder, type AdminOrderSummary, TEST_PAYMENT_LABEL } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { Spinner } from '@farmkit/ui/spinner';
import { StageBadge } from '@farmkit/ui/stage-badge';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { telHref } from '../orders/contactLinks';
import { useDeliveries } from './deliveriesApi';
import { type CityRun, collectOf, groupByCity, totalCash } from './deliverySheet';
import './DeliveriesPage.css';

/**
 * The riders' sheet: every order confirmed or out for delivery, by city, with what to hand over and what cash to
 * bring back. Printed on A4 and taken on the road, so it reads without the screen around it.
 */
export function DeliveriesPage() {
  const { orders, details } = useDeliveries();
  const dates = useShopDates();
  const runs = groupByCity(orders.data ?? []);
  const count = orders.data?.length ?? 0;

  return (
    <div className="bo-Deliveries">
      <div className="bo-Page-header">
        <div>
          <h1>Deliveries</h1>
          <p className="bo-Deliveries-date" data-screenshot-mask="">
            {dates.fullDate(new Date().toISOString())}
          </p>
        </div>
        <div className="bo-Deliveries-actions">
          <Button onPress={() => window.print()} isDisabled={count === 0}>
            Print
          </Button>
        </div>
      </div>
      {orders.isPending ? (
        <Spinner label="Loading the deliveries" />
      ) : orders.isError ? (
        <div role="alert" className="bo-Panel">
          <p>{errorText(orders.error, 'The deliveries could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <p className="bo-Panel">Nothing to deliver: no order is confirmed or out for delivery.</p>
      ) : (
        <>
          <dl className="bo-Deliveries-summary">
            <div>
              <dt>Orders</dt>
              <dd>{count}</dd>
            </div>
            <div>
              <dt>Cities</dt>
              <dd>{runs.length}</dd>
            </div>
            <div>
              <dt>Cash to collect in all</dt>
              <dd>
                <Amount value={totalCash(runs)} />
              </dd>
            </div>
          </dl>
          {runs.map((run) => (
            <CitySection key={run.city ?? ''} run={run} details={details} />
          ))}
        </>
      )}
    </div>
  );
}

function CitySection({
  run,
  details,
}: {
  run: CityRun;
  details: Map<number, UseQueryResult<AdminOrder> | undefined>;
}) {
  const titleId = useId();
  const name = run.city ?? 'No address';
  return (
    <section aria-labelledby={titleId} className="bo-Deliveries-city">
      <header className="bo-Deliveries-cityHeader">
        <h2 id={titleId}>{name}</h2>
        <p>
          {run.orders.length} {run.orders.length === 1 ? 'order' : 'orders'} · Cash to collect{' '}
          <strong>
            <Amount value={run.cash} />
          </strong>
        </p>
      </header>
      <ol className="bo-Deliveries-orders">
        {run.orders.map((order) => (
          <DeliveryCard key={order.id} order={order} details={details.get(order.id)} />
        ))}
      </ol>
    </section>
  );
}

function DeliveryCard({
  order,
  details,
}: {
  order: AdminOrderSummary;
  details: UseQueryResult<AdminOrder> | undefined;
}) {
  const name = order.delivery?.name || order.customer.name || order.customer.email;
  const phone = order.delivery?.phone || order.customer.phone;
  const collect = collectOf(order);
  return (
    <li className="bo-Deliveries-order">
      <div className="bo-Deliveries-orderHead">
        <Link href={`/orders/${order.id}`} className="bo-Deliveries-number">
          Order #{order.id}
        </Link>
        <StageBadge stage={order.stage} />
      </div>
      <dl className="bo-Deliveries-facts">
        <div>
          <dt>Customer</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{phone ? <Link href={telHref(phone)}>{phone}</Link> : 'None given'}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{order.delivery?.address || 'No address was kept for this order: call the customer.'}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            <Items details={details} />
          </dd>
        </div>
        <div className="bo-Deliveries-collect" data-kind={collect.kind}>
          <dt>Cash to collect</dt>
          <dd>
            {collect.kind === 'cash' ? (
              <Amount value={collect.amount} />
            ) : collect.kind === 'paid' ? (
              'Paid'
            ) : collect.kind === 'test' ? (
              <>
                {TEST_PAYMENT_LABEL}: collect <Amount value={collect.amount} />
              </>
            ) : (
              'Not paid online: check with the office'
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function Items({ details }: { details: UseQueryResult<AdminOrder> | undefined }) {
  if (!details || details.isPending) return <Spinner label="Loading the items" />;
  if (details.isError) {
    return (
      <span role="alert" className="bo-Deliveries-error">
        {errorText(details.error, 'The items could not be loaded.')}
      </span>
    );
  }
  return (
    <ul className="bo-Deliveries-items">
      {details.data.items.map((item) => (
        <li key={item.id}>
          {item.quantity} × {item.name}
        </li>
      ))}
    </ul>
  );
}
