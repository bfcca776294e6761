import type { DeliveryStop } from '@farmkit/contract';
import { Button, LinkButton } from '@farmkit/ui/button';
import { ConfirmDialog } from '@farmkit/ui/confirm-dialog';
import { MoneyField } from '@farmkit/ui/money-field';
import { Spinner } from '@farmkit/ui/spinner';
import { StageBadge } from '@farmkit/ui/stage-badge';
import { TextField } from '@farmkit/ui/text-field';
import { useId, useState } from 'react';
import { useShopDates } from '../api/dates';
import { errorText } from '../api/errors';
import { Amount, useAmountFormatter } from '../api/money';
import { areaName, StopFacts, slotTimes } from '../deliveries/StopFacts';
import { useDayParam } from '../layout/useDayParam';
import { telHref, whatsAppHref } from '../orders/contactLinks';
import { useHandOver, useRiderRound } from './roundApi';
import './MyDeliveriesPage.css';

/**
 * A rider's day on their phone: today's stops in the order to ride them, each with who to call, where to go, what
 * to hand over and the cash to take, and "Mark delivered" at the door.
 */
export function MyDeliveriesPage() {
  const dates = useShopDates();
  // Today's round, or another day's to plan ahead (or finish yesterday's late hand-overs).
  const [day, setDay] = useDayParam();
  const isToday = day === dates.today();
  const round = useRiderRound(day);
  const stops = round.data?.results ?? [];
  const left = stops.filter((stop) => stop.stage !== 'delivered');
  const cashLeft = left.reduce((sum, stop) => sum + stop.cash_to_collect, 0);

  return (
    <div className="bo-Round">
      <div className="bo-Page-header">
        <div>
          <h1>My deliveries</h1>
          <p className="bo-Round-date">{dates.day(day)}</p>
        </div>
        <TextField label="Delivery day" type="date" value={day} onChange={setDay} />
      </div>
      {round.isPending ? (
        <Spinner label="Loading your deliveries" />
      ) : round.isError ? (
        <div role="alert" className="bo-Panel">
          <p>{errorText(round.error, 'Your deliveries could not be loaded.')}</p>
          <Button variant="secondary" onPress={() => void round.refetch()}>
            Try again
          </Button>
        </div>
      ) : stops.length === 0 ? (
        <p className="bo-Panel">
          No deliveries for you {isToday ? 'today' : `on ${dates.day(day)}`}. The office gives you orders on
          the day’s sheet.
        </p>
      ) : (
        <>
          <p className="bo-Round-summary">
            {left.length} of {stops.length} {stops.length === 1 ? 'stop' : 'stops'} to go · Cash to collect{' '}
            <strong>
              <Amount value={cashLeft} />
            </strong>
          </p>
          <ol className="bo-Round-stops">
            {stops.map((stop, index) => (
              <StopCard key={stop.id} stop={stop} number={index + 1} day={day} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function StopCard({ stop, number, day }: { stop: DeliveryStop; number: number; day: string }) {
  const dates = useShopDates();
  const titleId = useId();
  const phone = stop.customer.phone;
  return (
    <li className="bo-Round-stop" aria-labelledby={titleId} data-stage={stop.stage}>
      <div className="bo-Round-stopHead">
        <h2 id={titleId}>
          <span className="bo-Round-number">{number}.</span> {stop.customer.name}
        </h2>
        <StageBadge stage={stop.stage} />
      </div>
      <p className="bo-Round-when">
        {slotTimes(dates, stop.slot)} · {areaName(stop.area)} · Order #{stop.id}
      </p>
      {phone ? (
        <div className="bo-Round-contact">
          <LinkButton href={telHref(phone)} variant="secondary">
            Call {phone}
          </LinkButton>
          <LinkButton href={whatsAppHref(phone)} target="_blank" rel="noreferrer" variant="secondary">
            WhatsApp
          </LinkButton>
        </div>
      ) : (
        <p className="bo-Round-when">No phone number was given.</p>
      )}
      <StopFacts stop={stop} />
      <HandOver stop={stop} day={day} />
    </li>
  );
}

/** The stop's end: "Mark delivered" once it is out for delivery, or what was recorded at the door. */
function HandOver({ stop, day }: { stop: DeliveryStop; day: string }) {
  const amount = useAmountFormatter();
  const handOver = useHandOver(day);
  const due = stop.cash_to_collect;
  const [open, setOpen] = useState(false);
  const [cash, setCash] = useState(due);
  const short = due > 0 && cash < due;
  const invalid = due > 0 && (Number.isNaN(cash) || cash > due);

  if (stop.stage === 'delivered') {
    return (
      <p className="bo-Round-done" role="status">
        Delivered
        {stop.cash_received !== null && <> · cash received {amount(stop.cash_received)}</>}
        {stop.short_note && <> · short: “{stop.short_note}”</>}
      </p>
    );
  }
  if (stop.stage !== 'out_for_delivery') {
    return (
      <p className="bo-Round-waiting">Not out for delivery yet: the office sends it out when it is loaded.</p>
    );
  }
  return (
    <>
      <Button
        onPress={() => {
          setCash(due);
          handOver.reset();
          setOpen(true);
        }}
      >
        Mark delivered
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={`Deliver order #${stop.id}?`}
        message={
          due > 0
            ? `Collect ${amount(due)} from ${stop.customer.name}. Enter what you received.`
            : `Nothing to collect: the order is paid. Hand it to ${stop.customer.name}.`
        }
        confirmLabel="Mark delivered"
        cancelLabel="Not yet"
        isPending={handOver.isPending}
        isConfirmDisabled={invalid}
        errorMessage={handOver.isError ? errorText(handOver.error) : undefined}
        reasonLabel={short ? 'Why did the customer pay less?' : undefined}
        reasonRequired={short}
        reasonDescription={short ? `${amount(due - cash)} short. The office sees your note.` : undefined}
        onConfirm={(reason) =>
          handOver.mutate(
            due > 0
              ? { id: stop.id, cash_received: cash, ...(short ? { short_note: reason } : {}) }
              : { id: stop.id },
            { onSuccess: () => setOpen(false) },
          )
        }
      >
        {due > 0 && (
          <MoneyField
            label="Cash received"
            description={`The amount due is ${amount(due)}.`}
            value={cash}
            onChange={setCash}
            maxValue={due}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
