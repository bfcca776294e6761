import {
  type AdminOrder,
  cashToCollect,
  ORDER_LIFECYCLE_ERROR_CODES,
  ORDER_STAGE_LABELS,
  type OrderStage,
  type OrderStagePayload,
} from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { MoneyField } from '@farmkit/ui/money-field';
import { Spinner } from '@farmkit/ui/spinner';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { TextAreaField } from '@farmkit/ui/text-field';
import { Timeline } from '@farmkit/ui/timeline';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useParams } from 'react-router';
import { useShopDates } from '../api/dates';
import { errorCodeOf, errorText, statusOf } from '../api/errors';
import { Amount, useAmountFormatter } from '../api/money';
import { useCan } from '../auth/useCan';
import { telHref, whatsAppHref } from './contactLinks';
import { DeliveryPlanPanel } from './DeliveryPlanPanel';
import { useCancelOrder, useMoveOrder, useOrder } from './ordersApi';
import { paymentLabel } from './paymentLabel';
import { ShortPayment } from './ShortPayment';
import './OrderPage.css';

/** One order: what to pack, who to call, where it goes, its story so far, and what can happen next. */
export function OrderPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.isError) {
    return (
      <p role="alert">
        {statusOf(order.error) === 404 ? `There is no order #${id}.` : errorText(order.error)}{' '}
        <Link href="/orders">Back to the orders</Link>
      </p>
    );
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const dates = useShopDates();
  const phone = order.delivery?.phone || order.customer.phone;
  return (
    <>
      <div className="bo-Page-header">
        <h1>Order #{order.id}</h1>
        <StageBadge stage={order.stage} />
      </div>
      <NextMoves order={order} />
      <div className="bo-Order-grid">
        <section aria-labelledby="items-title" className="bo-Panel">
          <h2 id="items-title">Items</h2>
          <ul className="bo-Order-items">
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.name}
                </span>
                <span>
                  <Amount value={item.line_total} />
                </span>
              </li>
            ))}
          </ul>
          <dl className="bo-Order-facts">
            <div>
              <dt>Subtotal</dt>
              <dd>
                <Amount value={order.subtotal} />
              </dd>
            </div>
            {order.discount > 0 && (
              <div>
                <dt>Discount</dt>
                <dd>
                  −<Amount value={order.discount} />
                </dd>
              </div>
            )}
            {(order.delivery?.fee ?? 0) > 0 && (
              <div>
                <dt>Delivery fee</dt>
                <dd>
                  <Amount value={order.delivery?.fee ?? 0} />
                </dd>
              </div>
            )}
            <div>
              <dt>Total</dt>
              <dd className="bo-Order-total">
                <Amount value={order.total_price} />
              </dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>
                <PaymentFact order={order} />
                <ShortPayment order={order} />
              </dd>
            </div>
            {order.reference && (
              <div>
                <dt>Reference</dt>
                <dd className="bo-Order-reference">{order.reference}</dd>
              </div>
            )}
            {order.refunded_amount > 0 && (
              <div>
                <dt>Refunded</dt>
                <dd>
                  <Amount value={order.refunded_amount} />
                </dd>
              </div>
            )}
          </dl>
        </section>
        <section aria-labelledby="customer-title" className="bo-Panel">
          <h2 id="customer-title">Customer</h2>
          <dl className="bo-Order-facts">
            <div>
              <dt>Name</dt>
              <dd>
                {/* A deleted account is named by its number; an open order still says who receives it. */}
                {order.customer.deleted
                  ? [order.customer.name, order.delivery?.name && `receiver: ${order.delivery.name}`]
                      .filter(Boolean)
                      .join(', ')
                  : order.delivery?.name || order.customer.name}
              </dd>
            </div>
            {order.customer.email && (
              <div>
                <dt>E-mail</dt>
                <dd>
                  <Link href={`mailto:${order.customer.email}`}>{order.customer.email}</Link>
                </dd>
              </div>
            )}
            {phone && (
              <div>
                <dt>Phone</dt>
                <dd className="bo-Order-contact">
                  <Link href={telHref(phone)}>Call {phone}</Link>
                  <Link href={whatsAppHref(phone)} target="_blank" rel="noreferrer">
                    WhatsApp
                  </Link>
                </dd>
              </div>
            )}
            <div>
              <dt>Deliver to</dt>
              <dd>
                {order.delivery
                  ? [order.delivery.address, order.delivery.city].filter(Boolean).join(', ')
                  : 'No address was kept for this order.'}
              </dd>
            </div>
          </dl>
        </section>
        <DeliveryPlanPanel order={order} />
        <section aria-labelledby="timeline-title" className="bo-Panel">
          <h2 id="timeline-title">Timeline</h2>
          <Timeline
            aria-labelledby="timeline-title"
            formatDate={dates.dateTime}
            steps={order.timeline.map((entry, index) => ({
              id: `${entry.stage}-${entry.at}`,
              title: ORDER_STAGE_LABELS[entry.stage],
              time: entry.at,
              note: [entry.by ? `by ${entry.by.name}` : 'by the shop', entry.note]
                .filter(Boolean)
                .join(' · '),
              current: index === order.timeline.length - 1,
              tone: entry.stage === 'cancelled' || entry.stage === 'on_hold' ? 'danger' : undefined,
            }))}
          />
        </section>
      </div>
      <p>
        <Link href="/orders">Back to the orders</Link>
      </p>
    </>
  );
}

/** Where the order's money stands (the contract's rule, as every staff text), and who took the cash, when. */
function PaymentFact({ order }: { order: AdminOrder }) {
  const amount = useAmountFormatter();
  const dates = useShopDates();
  const cash = order.cash_received;
  return (
    <>
      {paymentLabel(order, amount)}
      {cash && (
        <span className="bo-Order-cash">
          {' '}
          · recorded by {cash.by?.name ?? 'a former staff member'}, {dates.dateTime(cash.at)}
        </span>
      )}
    </>
  );
}

/**
 * After a move, how long the next buttons stay disabled: on a phone the next move's button appears where the
 * last one was, and a second tap (120-400 ms after the first) must not land on it.
 */
export const MOVE_SETTLE_MS = 1_000;

const MOVE_LABELS: Record<Exclude<OrderStage, 'placed' | 'cancelled'>, string> = {
  confirmed: 'Confirm',
  out_for_delivery: 'Send out for delivery',
  delivered: 'Mark delivered',
  on_hold: 'Put on hold',
};

/**
 * The moves the order may make now (the API's `next_stages`) that the caller's capabilities allow, each a button;
 * the note goes with the move into the timeline.
 */
function NextMoves({ order }: { order: AdminOrder }) {
  const amount = useAmountFormatter();
  const can = useCan();
  const move = useMoveOrder(order.id);
  const cancel = useCancelOrder(order.id);
  const [note, setNote] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [refund, setRefund] = useState<number>(order.total_price);
  const [delivering, setDelivering] = useState(false);
  const cashDue = cashToCollect(order);
  const [cash, setCash] = useState<number>(cashDue);
  // The stage the buttons were drawn for: when it changes, they wait MOVE_SETTLE_MS before they take a tap.
  const [settledStage, setSettledStage] = useState(order.stage);
  useEffect(() => {
    if (settledStage === order.stage) return;
    const timer = setTimeout(() => setSettledStage(order.stage), MOVE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [order.stage, settledStage]);
  const settling = settledStage !== order.stage;
  const moved = errorCodeOf(move.error) === ORDER_LIFECYCLE_ERROR_CODES.orderMoved;
  const send = (payload: Omit<OrderStagePayload, 'from' | 'note'>, onSuccess?: () => void) =>
    move.mutate(
      { ...payload, from: order.stage, ...(note ? { note } : {}) },
      {
        onSuccess: () => {
          setNote('');
          onSuccess?.();
        },
      },
    );
  // Confirming an order held for want of stock is releasing it, apart from the daily moves along: a packer
  // moves orders but does not release them.
  const mayMove = order.stage === 'on_hold' ? can('orders.release') : can('orders.move');
  const moves = mayMove ? order.next_stages.filter((stage) => stage !== 'cancelled') : [];
  const mayCancel = order.next_stages.includes('cancelled') && can('orders.cancel');
  const paidOnline = order.reference !== null && (order.paid || order.test_payment);
  if (moves.length === 0 && !mayCancel) return null;

  return (
    <section aria-labelledby="next-title" className="bo-Panel">
      <h2 id="next-title">Next</h2>
      {moves.length > 0 && (
        <TextAreaField
          label="Note (optional)"
          description="Shown on the order’s timeline and in the e-mail."
          value={note}
          onChange={setNote}
        />
      )}
      <div className="bo-Order-moves">
        {moves.map((stage) => (
          <Button
            // A new button once settled: a tap that landed on it while it was disabled (the second tap of a double
            // tap) left react-aria's press state waiting for a release, and the next real tap did nothing.
            key={`${stage}-${settling ? 'settling' : 'settled'}`}
            isPending={move.isPending && !move.isPaused && move.variables?.stage === stage}
            isDisabled={move.isPending || settling}
            onPress={() => {
              // Delivered is asked again (and records the cash): it is the last move, and leaves the sheet.
              if (stage === 'delivered') {
                setCash(cashDue);
                setDelivering(true);
              } else send({ stage });
            }}
          >
            {stage in MOVE_LABELS
              ? MOVE_LABELS[stage as keyof typeof MOVE_LABELS]
              : ORDER_STAGE_LABELS[stage]}
          </Button>
        ))}
        {mayCancel && (
          <Button variant="secondary" onPress={() => setCancelling(true)}>
            Cancel order
          </Button>
        )}
      </div>
      {move.isPaused && (
        <p role="status" className="bo-Order-queued">
          No connection: will retry. The move to “{ORDER_STAGE_LABELS[move.variables?.stage ?? order.stage]}”
          is queued and is sent as soon as the connection is back.
        </p>
      )}
      {move.isError && !delivering && (
        <p role="alert" className="bo-Order-error">
          {moved ? `${errorText(move.error)} The page shows it as it is now.` : errorText(move.error)}
        </p>
      )}
      <ConfirmDialog
        isOpen={delivering}
        onOpenChange={setDelivering}
        title={`Mark order #${order.id} delivered?`}
        message={
          cashDue > 0
            ? `Record the cash taken at the door: ${amount(cashDue)} to collect. The order is then paid.`
            : `${paymentLabel(order, amount)}. No cash to record.`
        }
        confirmLabel="Mark delivered"
        cancelLabel="Not yet"
        isPending={move.isPending}
        errorMessage={move.isError ? errorText(move.error) : undefined}
        onConfirm={() =>
          send(cashDue > 0 ? { stage: 'delivered', cash_received: cash } : { stage: 'delivered' }, () =>
            setDelivering(false),
          )
        }
      >
        {cashDue > 0 && (
          <MoneyField
            label="Cash received"
            description={`The amount to collect, ${amount(cashDue)}.`}
            value={cash}
            onChange={setCash}
            minValue={0.01}
            maxValue={cashDue}
          />
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel order #${order.id}?`}
        message={
          paidOnline
            ? 'Its units go back to stock and the payment is refunded through the payment provider.'
            : 'Its units go back to stock. It was not paid online, so there is nothing to refund.'
        }
        tone="danger"
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        reasonLabel="Reason"
        reasonRequired
        isPending={cancel.isPending}
        errorMessage={cancel.isError ? errorText(cancel.error) : undefined}
        onConfirm={(reason) =>
          cancel.mutate(
            paidOnline && refund < order.total_price ? { reason, refund_amount: refund } : { reason },
            {
              onSuccess: () => setCancelling(false),
            },
          )
        }
      >
        {paidOnline && (
          <MoneyField
            label="Refund"
            description={`Up to the total, ${amount(order.total_price)}.`}
            value={refund}
            onChange={setRefund}
            minValue={0.01}
            maxValue={order.total_price}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
