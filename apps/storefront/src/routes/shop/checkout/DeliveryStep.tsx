import {
  type CartDelivery,
  DELIVERY_METHOD_LABELS,
  DELIVERY_TEXT_LIMITS,
  type DeliveryMethod,
  type DeliveryOptions,
  type User,
} from '@farmkit/contract';
import type { CheckoutError, CheckoutErrorKind, CheckoutEvent, DeliveryDraft } from '@farmkit/flows';
import { AreaPicker } from '@farmkit/ui/area-picker';
import { Button } from '@farmkit/ui/button';
import { DeliveryChoice } from '@farmkit/ui/delivery-choice';
import { SlotPicker } from '@farmkit/ui/slot-picker';
import { TextAreaField, TextField } from '@farmkit/ui/text-field';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDeliveryOptions, useDeliverySlots } from '../../../api/delivery';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../paths';
import '../../../components/Card.css';

/** The questions of the machine's `delivery` state, in the order it asks them. */
export const DELIVERY_QUESTIONS = [
  'choosingMethod',
  'choosingArea',
  'enteringAddress',
  'choosingSlot',
  'saving',
] as const;
export type DeliveryQuestion = (typeof DELIVERY_QUESTIONS)[number];

/**
 * The errors the delivery step shows, beside the question the machine is back at to answer them; the others are
 * the payment's.
 */
const DELIVERY_ERRORS: ReadonlySet<CheckoutErrorKind> = new Set<CheckoutErrorKind>([
  'noDeliveryChoice',
  'pickupUnavailable',
  'belowMinimum',
  'areaUnavailable',
  'addressMissing',
  'slotUnavailable',
  'deliveryNotSaved',
]);

export const isDeliveryError = (error: CheckoutError | null): boolean =>
  error !== null && DELIVERY_ERRORS.has(error.kind);

/** The profile has no phone: the rider could not call, and the API refuses the order. */
export function phoneMissing(profile: User): boolean {
  return !profile.phone_number?.trim();
}

type Send = (event: CheckoutEvent) => void;

interface DeliveryStepProps {
  /** The question being asked; null once the choice is saved (its summary shows). */
  question: DeliveryQuestion | null;
  /** The machine's draft: what each question shows as answered. */
  draft: DeliveryDraft;
  error: CheckoutError | null;
  /** The choice the cart holds, as the server answers it: the summary's words. */
  saved: CartDelivery;
  /** From the method, the shopper can go back to the payment with the choice the cart holds. */
  canCancel: boolean;
  /** A payment went through: only the slot can change, and the summary's Change is gone. */
  isPaid: boolean;
  /** Whether the payment step takes a change now (not while paying or placing the order). */
  canChange: boolean;
  profile: User;
  send: Send;
}

/** Delivery: how and when the order comes, one question at a time, then what was chosen with a way to change it. */
export function DeliveryStep(props: DeliveryStepProps) {
  const { question, error, profile } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const options = useDeliveryOptions();
  const errorMessage = error && isDeliveryError(error) ? error.message : null;

  // A refusal found while paying or placing the order brings the shopper back here: the heading takes the focus,
  // so the question and its error are read next.
  const previousQuestion = useRef(question);
  useEffect(() => {
    if (previousQuestion.current === null && question !== null && errorMessage !== null) {
      heading.current?.focus();
    }
    previousQuestion.current = question;
  }, [question, errorMessage]);

  return (
    <section className="card delivery-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="card-title" ref={heading} tabIndex={-1}>
        Delivery
      </h2>
      {phoneMissing(profile) && (
        <p className="delivery-step-missing" role="alert">
          Add your phone number to your account so the rider can call you.{' '}
          <Link to={paths.account.index}>Add it in your account</Link>
        </p>
      )}
      {options.data ? (
        <DeliveryQuestions {...props} options={options.data} errorMessage={errorMessage} />
      ) : options.isError ? (
        <LoadError what="the delivery options" onRetry={() => void options.refetch()} />
      ) : (
        <p className="delivery-step-loading" role="status">
          Loading the delivery options…
        </p>
      )}
    </section>
  );
}

interface QuestionProps extends DeliveryStepProps {
  options: DeliveryOptions;
  errorMessage: string | null;
}

function DeliveryQuestions(props: QuestionProps) {
  switch (props.question) {
    case null:
      return <DeliverySummary {...props} />;
    case 'choosingMethod':
      return <MethodQuestion {...props} />;
    case 'choosingArea':
      return <AreaQuestion {...props} />;
    case 'enteringAddress':
      return <AddressQuestion {...props} />;
    case 'choosingSlot':
    case 'saving':
      return <SlotQuestion {...props} />;
  }
}

/** "Delivery to Gwarinpa, Sat 28 Nov, 9:00–13:00" or "Collect at the farm, Sat 28 Nov, 9:00–17:00". */
export function deliveryHeadline(delivery: NonNullable<CartDelivery>): string {
  const how =
    delivery.method === 'delivery'
      ? `Delivery to ${delivery.area?.name ?? 'your area'}`
      : DELIVERY_METHOD_LABELS.pickup;
  return delivery.slot ? `${how}, ${delivery.slot.label}` : how;
}

function DeliverySummary({ saved, options, isPaid, canChange, send }: QuestionProps) {
  if (!saved) return null;
  const pickup = saved.method === 'pickup' ? options.pickup : null;
  return (
    <div className="delivery-summary">
      <p className="delivery-summary-headline">{deliveryHeadline(saved)}</p>
      <dl className="delivery-summary-details">
        {saved.method === 'delivery' ? (
          <>
            <Detail term="Address">{saved.address}</Detail>
            {saved.landmark && <Detail term="Landmark">{saved.landmark}</Detail>}
            {saved.note && <Detail term="Note for the rider">{saved.note}</Detail>}
          </>
        ) : (
          pickup && (
            <>
              <Detail term="Collect at">{pickup.address}</Detail>
              <Detail term="Opening hours">{pickup.hours}</Detail>
            </>
          )
        )}
      </dl>
      {!isPaid && (
        <Button
          variant="secondary"
          isDisabled={!canChange}
          onPress={() => send({ type: 'user.changeDelivery' })}
        >
          Change
        </Button>
      )}
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Continue, and Back (or Cancel) when the machine takes it, under each question. */
function QuestionActions({
  back,
  onBack,
  isDisabled,
  isPending,
}: {
  back?: string;
  onBack?: () => void;
  isDisabled?: boolean;
  isPending?: boolean;
}) {
  return (
    <div className="delivery-step-actions">
      {back && onBack && (
        <Button variant="secondary" onPress={onBack} isDisabled={isPending}>
          {back}
        </Button>
      )}
      <Button type="submit" isDisabled={isDisabled} isPending={isPending} pendingLabel="Saving your choice">
        Continue
      </Button>
    </div>
  );
}

/** A question is a form: Continue (or Enter) sends its answer; choosing alone never moves on. */
function questionForm(onAnswer: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAnswer();
  };
}

function MethodQuestion({ draft, options, errorMessage, canCancel, send }: QuestionProps) {
  const [method, setMethod] = useState<DeliveryMethod | null>(draft.method);
  return (
    <form
      className="delivery-step-question"
      onSubmit={questionForm(() => method && send({ type: 'user.chooseMethod', method }))}
    >
      <DeliveryChoice
        value={method}
        onChange={setMethod}
        pickup={options.pickup}
        deliveryDescription="Our rider brings it to your door in the time you choose."
        isDeliveryUnavailable={options.areas.length === 0}
        isInvalid={errorMessage !== null}
        errorMessage={errorMessage}
      />
      <QuestionActions
        back={canCancel ? 'Cancel' : undefined}
        onBack={() => send({ type: 'user.back' })}
        isDisabled={method === null}
      />
    </form>
  );
}

function AreaQuestion({ draft, options, error, errorMessage, send }: QuestionProps) {
  const [area, setArea] = useState<number | null>(draft.area);
  return (
    <form
      className="delivery-step-question"
      onSubmit={questionForm(() => area !== null && send({ type: 'user.chooseArea', area }))}
    >
      <AreaPicker
        label="Area"
        placeholder="Type your area"
        description="Each area has its delivery fee, and some a minimum order."
        areas={options.areas}
        value={area}
        onChange={(chosen) => setArea(chosen.id)}
        isInvalid={errorMessage !== null}
        errorMessage={errorMessage}
      />
      {error?.kind === 'belowMinimum' && (
        <p className="delivery-step-hint">
          <Link to={paths.cart}>Add more from your cart</Link>, or choose another area.
        </p>
      )}
      <QuestionActions back="Back" onBack={() => send({ type: 'user.back' })} isDisabled={area === null} />
    </form>
  );
}

function AddressQuestion({ draft, profile, errorMessage, send }: QuestionProps) {
  // The first time, the account's address is the likeliest; after that, the one the shopper gave last.
  const [address, setAddress] = useState(draft.address || profile.address);
  const [landmark, setLandmark] = useState(draft.landmark);
  const [note, setNote] = useState(draft.note);
  return (
    <form
      className="delivery-step-question"
      onSubmit={questionForm(() => send({ type: 'user.enterAddress', address, landmark, note }))}
    >
      <TextField
        label="Address"
        description="The street and the house."
        value={address}
        onChange={setAddress}
        maxLength={DELIVERY_TEXT_LIMITS.address}
        autoComplete="street-address"
        isRequired
        isInvalid={errorMessage !== null}
        errorMessage={errorMessage}
      />
      <TextField
        label="Landmark"
        description="How the rider finds it: “opposite the mosque”, “the blue gate”."
        value={landmark}
        onChange={setLandmark}
        maxLength={DELIVERY_TEXT_LIMITS.landmark}
      />
      <TextAreaField
        label="Note for the rider"
        value={note}
        onChange={setNote}
        maxLength={DELIVERY_TEXT_LIMITS.note}
        rows={2}
      />
      <QuestionActions back="Back" onBack={() => send({ type: 'user.back' })} />
    </form>
  );
}

function SlotQuestion({ question, draft, options, errorMessage, isPaid, send }: QuestionProps) {
  const slots = useDeliverySlots(draft.method, draft.area);
  const [slot, setSlot] = useState<string | null>(draft.slot);
  // A slot the server refused leaves the draft: the question starts again with none chosen.
  const [draftSlot, setDraftSlot] = useState(draft.slot);
  if (draftSlot !== draft.slot) {
    setDraftSlot(draft.slot);
    setSlot(draft.slot);
  }
  const isSaving = question === 'saving';
  const isPickup = draft.method === 'pickup';
  return (
    <form
      className="delivery-step-question"
      onSubmit={questionForm(() => slot !== null && send({ type: 'user.chooseSlot', slot }))}
    >
      {slots.data ? (
        <SlotPicker
          slots={slots.data}
          value={slot}
          onChange={setSlot}
          timeZone={options.time_zone}
          dayLabel={isPickup ? 'Collection day' : 'Delivery day'}
          timeLabel={(day) => (isPickup ? `Collection time on ${day}` : `Delivery time on ${day}`)}
          emptyMessage={
            isPickup
              ? 'No collection times in the next 7 days.'
              : 'No delivery times in the next 7 days for this area.'
          }
          isDisabled={isSaving}
          isInvalid={errorMessage !== null}
          errorMessage={errorMessage}
        />
      ) : slots.isError ? (
        <LoadError what="the delivery times" onRetry={() => void slots.refetch()} />
      ) : (
        <p className="delivery-step-loading" role="status">
          Loading the delivery times…
        </p>
      )}
      {/* The slot's errors show under the times; with no times, here. */}
      {errorMessage !== null && slots.data?.length === 0 && (
        <p className="checkout-error" role="alert">
          {errorMessage}
        </p>
      )}
      <QuestionActions
        back={isPaid ? undefined : 'Back'}
        onBack={() => send({ type: 'user.back' })}
        isDisabled={slot === null}
        isPending={isSaving}
      />
    </form>
  );
}
