import type { DeliveryStop } from '@farmkit/contract';
import type { ShopDates } from '../api/dates';
import { Amount } from '../api/money';
import './StopFacts.css';

/** A slot as the staff read it, the window on the shop's clock: `09:00–13:00`; null: an order without a slot. */
export function slotTimes(dates: ShopDates, slot: DeliveryStop['slot']): string {
  if (!slot?.starts_at || !slot.ends_at) return 'No time booked';
  return `${dates.time(slot.starts_at)}–${dates.time(slot.ends_at)}`;
}

/** An area with its council, `Kuje town (Kuje)`, or what stands for none. */
export function areaName(area: DeliveryStop['area']): string {
  return area ? `${area.name} (${area.council})` : 'No area';
}

/**
 * What the door needs of a stop, the same on the sheet and on the rider's phone: where (address, landmark), the
 * shopper's note, what to hand over, and the cash to bring back.
 */
export function StopFacts({ stop }: { stop: DeliveryStop }) {
  return (
    <dl className="bo-StopFacts">
      <div>
        <dt>Address</dt>
        <dd>{[stop.address, stop.city].filter(Boolean).join(', ') || 'No address: call the customer.'}</dd>
      </div>
      {stop.landmark && (
        <div>
          <dt>Landmark</dt>
          <dd>{stop.landmark}</dd>
        </div>
      )}
      {stop.note && (
        <div>
          <dt>Note</dt>
          <dd className="bo-StopFacts-note">{stop.note}</dd>
        </div>
      )}
      <div>
        <dt>Items</dt>
        <dd>
          <ul className="bo-StopFacts-items">
            {stop.items.map((item) => (
              <li key={item.name}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="bo-StopFacts-cash" data-due={stop.cash_to_collect > 0 || undefined}>
        <dt>Cash to collect</dt>
        <dd>{stop.cash_to_collect > 0 ? <Amount value={stop.cash_to_collect} /> : 'Nothing: paid'}</dd>
      </div>
    </dl>
  );
}
