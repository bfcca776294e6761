import {
  DELIVERY_METHOD_LABELS,
  ORDER_STAGE_LABELS,
  type Order,
  PAYMENT_METHOD_LABELS,
  paymentStatusLabel,
  withHundredths,
} from '@farmkit/contract';
import { LinkButton } from '@farmkit/ui/button';
import { DeliveryFeeLine } from '@farmkit/ui/delivery-fee-line';
import { OrderStatusBadge } from '@farmkit/ui/order-status';
import { formatOrderDate } from '@farmkit/ui/orders-table';
import { useMoneyFormatter } from '@farmkit/ui/shop-format';
import { useParams } from 'react-router';
import { isNotFound } from '../../api/errors';
import { useOrder } from '../../api/orders';
import { LoadError } from '../../components/LoadError';
import { OrderTotals } from '../../components/OrderTotals';
import { parseOrderId, paths } from '../../paths';
import { AccountPage } from './AccountPage';
import { AccountSection } from './AccountSection';
import { OrderItemImage } from './OrderItemImage';
import './OrderDetailsPage.css';

/** /account/orders-details/{id}: one of the shopper's orders, with the way back to all of them. */
export function OrderDetailsPage() {
  const id = parseOrderId(useParams().id);
  return id === undefined ? <OrderNotFound /> : <OrderDetails id={id} />;
}

function OrderDetails({ id }: { id: number }) {
  const order = useOrder(id);
  if (isNotFound(order.error)) return <OrderNotFound />;
  return (
    <AccountPage title={`Order ${id}`} description="What you ordered, what you paid and where it stands.">
      <BackToOrders />
      {order.isPending ? (
        <p className="order-details-loading" role="status">
          Loading the order…
        </p>
      ) : order.isError ? (
        <LoadError what="this order" onRetry={() => void order.refetch()} />
      ) : (
        <OrderSections order={order.data} />
      )}
    </AccountPage>
  );
}

function OrderSections({ order }: { order: Order }) {
  const money = withHundredths(useMoneyFormatter());
  const count = order.items.length;
  return (
    <>
      <AccountSection title="Summary">
        <dl className="order-details-facts">
          <div>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
            </dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
          </div>
          <div>
            <dt>Stage</dt>
            <dd>{ORDER_STAGE_LABELS[order.stage]}</dd>
          </div>
          <div>
            <dt>Payment status</dt>
            <dd>{paymentStatusLabel(order)}</dd>
          </div>
          {order.refunded_amount > 0 && (
            <div>
              <dt>Refunded</dt>
              <dd>{money(order.refunded_amount)}</dd>
            </div>
          )}
          {order.reference !== null && (
            <div className="order-details-reference">
              <dt>Reference</dt>
              <dd>{order.reference}</dd>
            </div>
          )}
        </dl>
      </AccountSection>
      <AccountSection title={`Items (${count})`}>
        <ul className="order-details-items">
          {order.items.map((item) => (
            <li key={item.id} className="order-details-item">
              <OrderItemImage src={item.image} />
              <span className="order-details-item-name">{item.name}</span>
              <span className="order-details-item-quantity">
                {item.quantity} × {money(item.price)}
              </span>
              <span className="order-details-item-total">{money(item.line_total)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotal={order.subtotal}
          discount={order.discount}
          total={order.total_price}
          delivery={order.delivery && <OrderDeliveryFee delivery={order.delivery} />}
        />
      </AccountSection>
      {order.delivery && <OrderDelivery delivery={order.delivery} />}
      <AccountSection title="Progress">
        <ol className="order-details-timeline">
          {order.timeline.map((step) => (
            <li key={`${step.stage}-${step.at}`}>
              <span className="order-details-timeline-stage">{ORDER_STAGE_LABELS[step.stage]}</span>
              <time dateTime={step.at}>{formatOrderDate(step.at)}</time>
              {step.note && <p className="order-details-timeline-note">{step.note}</p>}
            </li>
          ))}
        </ol>
      </AccountSection>
    </>
  );
}

type Delivery = NonNullable<Order['delivery']>;

/** How and when the order comes, to whom and where, as it was chosen when it was placed. */
function OrderDelivery({ delivery }: { delivery: Delivery }) {
  const isPickup = delivery.method === 'pickup';
  return (
    <AccountSection title="Delivery">
      <dl className="order-details-facts">
        <div>
          <dt>How</dt>
          <dd>
            {isPickup || !delivery.area
              ? DELIVERY_METHOD_LABELS[delivery.method]
              : `Delivery to ${delivery.area.name} (${delivery.area.council})`}
          </dd>
        </div>
        {delivery.slot && (
          <div>
            <dt>When</dt>
            <dd>{delivery.slot.label}</dd>
          </div>
        )}
        <div>
          <dt>{isPickup ? 'Collect at' : 'Address'}</dt>
          <dd>
            {isPickup ? delivery.address : [delivery.address, delivery.city].filter(Boolean).join(', ')}
          </dd>
        </div>
        {delivery.landmark && (
          <div>
            <dt>Landmark</dt>
            <dd>{delivery.landmark}</dd>
          </div>
        )}
        {delivery.note && (
          <div>
            <dt>Note for the rider</dt>
            <dd>{delivery.note}</dd>
          </div>
        )}
        <div>
          <dt>Name</dt>
          <dd>{delivery.name}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{delivery.phone}</dd>
        </div>
      </dl>
    </AccountSection>
  );
}

/** The fee the order was charged, as the checkout showed it; none for orders from before delivery areas. */
function OrderDeliveryFee({ delivery }: { delivery: Delivery }) {
  if (delivery.method === 'delivery' && !delivery.area) return null;
  return (
    <DeliveryFeeLine
      method={delivery.method}
      area={delivery.area && { name: delivery.area.name, fee: delivery.fee, min_order: 0 }}
    />
  );
}

function BackToOrders() {
  return (
    <p className="order-details-back">
      <LinkButton href={paths.account.orders} variant="secondary">
        Back to orders
      </LinkButton>
    </p>
  );
}

function OrderNotFound() {
  return (
    <AccountPage title="Order not found" description="There is no such order in your account.">
      <div className="order-details-missing">
        <p>We couldn't find this order in your account. It may be mistyped, or belong to another account.</p>
        <LinkButton href={paths.account.orders}>See your orders</LinkButton>
      </div>
    </AccountPage>
  );
}
