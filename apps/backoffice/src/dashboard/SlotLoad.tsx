import type { AdminDashboard } from '@farmkit/contract';
import { Label, Link, Meter } from 'react-aria-components';
import { useShopDates } from '../api/dates';
import './SlotLoad.css';

type Deliveries = NonNullable<AdminDashboard['deliveries']>;
type DayLoad = Deliveries['today'];
type Slot = DayLoad['slots'][number];

/** Today's and tomorrow's windows, each with its orders booked against its capacity: where there is room left. */
export function SlotLoad({ deliveries }: { deliveries: Deliveries }) {
  return (
    <section aria-labelledby="slots-title" className="bo-Panel">
      <h2 id="slots-title">Deliveries by slot</h2>
      <div className="bo-SlotLoad">
        <Day title="Today" load={deliveries.today} />
        <Day title="Tomorrow" load={deliveries.tomorrow} />
      </div>
    </section>
  );
}

function Day({ title, load }: { title: string; load: DayLoad }) {
  const dates = useShopDates();
  const headingId = `slots-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="bo-SlotLoad-day">
      <h3 id={headingId}>
        {title} <span className="bo-SlotLoad-date">{dates.day(load.date)}</span>
      </h3>
      {load.slots.length === 0 ? (
        <p className="bo-SlotLoad-none">No delivery or pickup window on this day.</p>
      ) : (
        <ul className="bo-SlotLoad-slots">
          {load.slots.map((slot) => (
            <li key={slot.window_id}>
              <SlotMeter slot={slot} />
            </li>
          ))}
        </ul>
      )}
      <Link href={`/deliveries?date=${load.date}`} className="bo-SlotLoad-sheet">
        {title}’s deliveries sheet
      </Link>
    </section>
  );
}

function SlotMeter({ slot }: { slot: Slot }) {
  const full = slot.booked >= slot.capacity;
  // Booked can pass the capacity when the farm lowers it after orders came in: the text says so, the bar stops full.
  const booked = `${slot.booked} of ${slot.capacity} booked${full ? ', full' : ''}`;
  return (
    <Meter
      value={Math.min(slot.booked, slot.capacity)}
      maxValue={Math.max(slot.capacity, 1)}
      valueLabel={booked}
      className="bo-SlotMeter"
      data-full={full || undefined}
    >
      {({ percentage }) => (
        <>
          <Label className="bo-SlotMeter-label">
            {slot.method === 'pickup' ? 'Pickup' : 'Delivery'} {slot.starts}–{slot.ends}
          </Label>
          <span className="bo-SlotMeter-value">{booked}</span>
          <span className="bo-SlotMeter-bar" aria-hidden="true">
            <span className="bo-SlotMeter-fill" style={{ inlineSize: `${percentage}%` }} />
          </span>
        </>
      )}
    </Meter>
  );
}
