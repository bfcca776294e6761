import type { DeliverySheet, DeliveryStop } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { SelectField } from '@farmkit/ui/select-field';
import { Spinner } from '@farmkit/ui/spinner';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { TextField } from '@farmkit/ui/text-field';
import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { Amount } from '../api/money';
import { useCan } from '../auth/useCan';
import { useDayParam } from '../layout/useDayParam';
import { telHref } from '../orders/contactLinks';
import {
  type Rider,
  useAssignOrderRider,
  useAssignSlotRider,
  useDeliverySheet,
  useRiders,
} from './deliveriesApi';
import { areaName, StopFacts, slotTimes } from './StopFacts';
import './DeliveriesPage.css';

type Group = DeliverySheet['groups'][number];

/** The sheet's groups under their slot, in the API's order (slot start, then council and area). */
function bySlot(groups: Group[]): { slot: Group['slot']; groups: Group[] }[] {
  const slots = new Map<string, { slot: Group['slot']; groups: Group[] }>();
  for (const group of groups) {
    const key = `${group.slot?.window_id ?? ''}:${group.slot?.starts_at ?? ''}`;
    const entry = slots.get(key) ?? { slot: group.slot, groups: [] };
    entry.groups.push(group);
    slots.set(key, entry);
  }
  return [...slots.values()];
}

const cashOf = (orders: DeliveryStop[]) => orders.reduce((sum, order) => sum + order.cash_to_collect, 0);

/**
 * The riders' sheet of a day: its delivery orders by slot, then area, each with what to hand over, the cash to
 * bring back, its rider and a box to tick at the door. Printed on A4 and taken on the road, so it reads without
 * the screen around it; the office gives the orders to riders on it, one by one or a slot's area at once.
 */
export function DeliveriesPage() {
  const dates = useShopDates();
  const [day, setDay] = useDayParam();
  const sheet = useDeliverySheet(day);
  const groups = sheet.data?.groups ?? [];
  const orders = groups.flatMap((group) => group.orders);
  const riders = useRiders();
  const unassigned = orders.filter((order) => !order.rider).length;

  return (
    <div className="bo-Deliveries">
      <div className="bo-Page-header">
        <div>
          <h1>Deliveries</h1>
          <p className="bo-Deliveries-date">{dates.fullDate(`${day}T12:00:00Z`)}</p>
        </div>
        <div className="bo-Deliveries-actions">
          <TextField label="Delivery day" type="date" value={day} onChange={setDay} />
          <Button onPress={() => window.print()} isDisabled={orders.length === 0}>
            Print
          </Button>
        </div>
      </div>
      {sheet.isPending ? (
        <Spinner label="Loading the deliveries" />
      ) : sheet.isError ? (
        <div role="alert" className="bo-Panel">
          <p>{errorText(sheet.error, 'The deliveries could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void sheet.refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <p className="bo-Panel">
          Nothing to deliver on {dates.day(day)}: no delivery order is booked for it.
        </p>
      ) : (
        <>
          <dl className="bo-Deliveries-summary">
            <div>
              <dt>Orders</dt>
              <dd>{orders.length}</dd>
            </div>
            <div>
              <dt>Without a rider</dt>
              <dd>{unassigned}</dd>
            </div>
            <div>
              <dt>Cash to collect in all</dt>
              <dd>
                <Amount value={cashOf(orders)} />
              </dd>
            </div>
          </dl>
          {bySlot(groups).map(({ slot, groups: areas }) => (
            <SlotSection
              key={`${slot?.window_id}:${slot?.starts_at}`}
              slot={slot}
              areas={areas}
              riders={riders}
              day={day}
            />
          ))}
        </>
      )}
    </div>
  );
}

function SlotSection({
  slot,
  areas,
  riders,
  day,
}: {
  slot: Group['slot'];
  areas: Group[];
  riders: Rider[];
  day: string;
}) {
  const dates = useShopDates();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bo-Deliveries-slot">
      <h2 id={titleId} className="bo-Deliveries-slotTitle">
        {slotTimes(dates, slot)}
      </h2>
      {areas.map((group) => (
        <AreaSection key={group.area?.id ?? 'none'} group={group} riders={riders} day={day} />
      ))}
    </section>
  );
}

function AreaSection({ group, riders, day }: { group: Group; riders: Rider[]; day: string }) {
  const can = useCan();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bo-Deliveries-area">
      <header className="bo-Deliveries-areaHeader">
        <h3 id={titleId}>{areaName(group.area)}</h3>
        <p>
          {group.orders.length} {group.orders.length === 1 ? 'order' : 'orders'} · Cash to collect{' '}
          <strong>
            <Amount value={cashOf(group.orders)} />
          </strong>
        </p>
        {can('deliveries.assign') && group.slot?.window_id != null && (
          <AssignArea group={group} riders={riders} day={day} windowId={group.slot.window_id} />
        )}
      </header>
      <ol className="bo-Deliveries-orders">
        {group.orders.map((order) => (
          <DeliveryCard key={order.id} order={order} riders={riders} />
        ))}
      </ol>
    </section>
  );
}

const NO_RIDER = 'none';

const riderItems = (riders: Rider[]) => [
  { id: NO_RIDER, label: 'No rider' },
  ...riders.map((rider) => ({ id: String(rider.id), label: rider.name })),
];

/** Every open order of the slot in this area to one rider, in one call. */
function AssignArea({
  group,
  riders,
  day,
  windowId,
}: {
  group: Group;
  riders: Rider[];
  day: string;
  windowId: number;
}) {
  const assign = useAssignSlotRider();
  // Nothing chosen at first: one press must never take a whole area's orders back by default.
  const [rider, setRider] = useState<string | null>(null);
  const area = group.area?.id ?? undefined;
  return (
    <div className="bo-Deliveries-assignArea">
      <SelectField
        label={`Rider for all of ${group.area?.name ?? 'this slot'}`}
        items={riderItems(riders)}
        placeholder="Choose a rider"
        selectedKey={rider}
        onSelectionChange={(key) => setRider(key === null ? null : String(key))}
      />
      <Button
        variant="secondary"
        isPending={assign.isPending}
        isDisabled={rider === null}
        onPress={() =>
          assign.mutate({
            rider: rider === NO_RIDER ? null : Number(rider),
            date: day,
            window: windowId,
            ...(area ? { area } : {}),
          })
        }
      >
        {rider === NO_RIDER ? 'Take all back' : 'Give all'}
      </Button>
      {assign.isError && (
        <p role="alert" className="bo-Deliveries-error">
          {errorText(assign.error, 'The orders could not be given.')}
        </p>
      )}
    </div>
  );
}

function DeliveryCard({ order, riders }: { order: DeliveryStop; riders: Rider[] }) {
  const can = useCan();
  const phone = order.customer.phone;
  return (
    <li className="bo-Deliveries-order">
      {/* Ticked with a pen at the door: on paper, a box; on screen, where it will be. */}
      <span className="bo-Deliveries-tick" aria-hidden="true" />
      <div className="bo-Deliveries-orderBody">
        <div className="bo-Deliveries-orderHead">
          <Link href={`/orders/${order.id}`} className="bo-Deliveries-number">
            Order #{order.id}
          </Link>
          <StageBadge stage={order.stage} />
        </div>
        <p className="bo-Deliveries-customer">
          <strong>{order.customer.name}</strong>
          {' · '}
          {phone ? <Link href={telHref(phone)}>{phone}</Link> : 'No phone given'}
        </p>
        <StopFacts stop={order} />
        {/* Delivered orders keep their rider: the API gives only open orders. */}
        {can('deliveries.assign') && order.stage !== 'delivered' ? (
          <OrderRider order={order} riders={riders} />
        ) : (
          <p className="bo-Deliveries-rider">Rider: {order.rider?.name ?? 'none yet'}</p>
        )}
      </div>
    </li>
  );
}

function OrderRider({ order, riders }: { order: DeliveryStop; riders: Rider[] }) {
  const assign = useAssignOrderRider();
  const current = order.rider?.id != null ? String(order.rider.id) : NO_RIDER;
  const shown = assign.isPending && assign.variables ? String(assign.variables.rider ?? NO_RIDER) : current;
  return (
    <div className="bo-Deliveries-rider">
      <div className="bo-Deliveries-riderPick">
        <SelectField
          label={`Rider of order #${order.id}`}
          items={riderItems(riders)}
          selectedKey={shown}
          isDisabled={assign.isPending}
          onSelectionChange={(key) => {
            if (key === current) return;
            assign.mutate({ order: order.id, rider: key === NO_RIDER ? null : Number(key) });
          }}
        />
      </div>
      {/* On paper, the rider's name; the select prints as nothing. */}
      <p className="bo-Deliveries-riderPrinted">Rider: {order.rider?.name ?? 'none yet'}</p>
      {assign.isError && (
        <p role="alert" className="bo-Deliveries-error">
          {errorText(assign.error, 'The rider could not be changed.')}
        </p>
      )}
    </div>
  );
}
