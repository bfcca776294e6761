import { FieldChrome } from '@farmkit/ui/field';
import { PaymentChoice } from '@farmkit/ui/payment-choice';
import { useShopFormat } from '@farmkit/ui/shop-format';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { groupSlotsByDay, initialDay, type SlotOption, slotFormatters } from './groupSlots.js';
import '../theme.css';
import './SlotPicker.css';

export interface SlotPickerProps<T extends SlotOption = SlotOption> {
  /** The coming days' slots, soonest first (the contract's DeliverySlot fits); full ones are shown, not chosen. */
  slots: readonly T[];
  /** The chosen slot's id, or null before a choice. */
  value: string | null;
  /** Called with the chosen slot's id and the slot. */
  onChange: (slotId: string, slot: T) => void;
  /** IANA zone the times are written in: the shop's (`time_zone` of `GET delivery/`), not the device's. */
  timeZone: string;
  /** BCP 47 locale of the day and time labels; the shop's (ShopFormatProvider) by default. */
  locale?: string;
  /** @default 'Day' */
  dayLabel?: ReactNode;
  /** Names the times of the day shown. @default (day) => `Time on ${day}` */
  timeLabel?: (day: string) => string;
  /** Why a slot or a whole day cannot be chosen. @default 'Full' */
  fullLabel?: string;
  /** Under the times while the chosen slot is on another day. @default (label) => `Chosen: ${label}` */
  chosenLabel?: (slotLabel: string) => string;
  /** Shown instead of the days when there are no slots. @default 'No delivery times in the next 7 days for this area' */
  emptyMessage?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

const defaultTimeLabel = (day: string) => `Time on ${day}`;
const defaultChosenLabel = (label: string) => `Chosen: ${label}`;

/**
 * A delivery (or collection) time: the days as a row of choices, then the windows of the day shown, in the shop's
 * time zone. Full slots and full days stay in view, disabled, marked with why.
 */
export function SlotPicker<T extends SlotOption = SlotOption>({
  slots,
  value,
  onChange,
  timeZone,
  locale,
  dayLabel = 'Day',
  timeLabel = defaultTimeLabel,
  fullLabel = 'Full',
  chosenLabel = defaultChosenLabel,
  emptyMessage = 'No delivery times in the next 7 days for this area',
  errorMessage,
  isInvalid,
  isDisabled,
  isRequired,
}: SlotPickerProps<T>) {
  const shop = useShopFormat();
  const format = useMemo(
    () => slotFormatters(locale ?? shop.locale, timeZone),
    [locale, shop.locale, timeZone],
  );
  const days = useMemo(() => groupSlotsByDay(slots), [slots]);
  const idPrefix = useId();

  // The day shown is the picker's own; it follows the app when the app's choice moves to another day.
  const [shownDay, setShownDay] = useState(() => initialDay(days, value));
  const [appValue, setAppValue] = useState(value);
  if (appValue !== value) {
    setAppValue(value);
    const chosenDay = slots.find((slot) => slot.id === value)?.date;
    if (chosenDay) setShownDay(chosenDay);
  }

  if (days.length === 0) {
    return (
      <div className="fk-SlotPicker">
        <p className="fk-SlotPicker-empty" role="status">
          {emptyMessage}
        </p>
      </div>
    );
  }

  // A day no longer offered (the slots were reloaded) gives way to the first that is.
  const day =
    days.find((candidate) => candidate.date === shownDay) ??
    days.find((d) => d.date === initialDay(days, value));
  const chosen = slots.find((slot) => slot.id === value);
  return (
    <div className="fk-SlotPicker">
      <RadioGroup
        className="fk-Field fk-SlotPicker-days"
        value={day?.date ?? null}
        onChange={setShownDay}
        orientation="horizontal"
        isDisabled={isDisabled}
      >
        <FieldChrome label={dayLabel}>
          <div className="fk-SlotPicker-dayList">
            {days.map((candidate) => {
              const fullId = `${idPrefix}-${candidate.date}-full`;
              return (
                <Radio
                  key={candidate.date}
                  value={candidate.date}
                  isDisabled={candidate.isFull}
                  className="fk-SlotPicker-day"
                  aria-label={`${format.weekday(candidate.date)} ${format.dayOfMonth(candidate.date)}`}
                  aria-describedby={candidate.isFull ? fullId : undefined}
                >
                  <span className="fk-SlotPicker-weekday">{format.weekday(candidate.date)}</span>
                  <span className="fk-SlotPicker-date">{format.dayOfMonth(candidate.date)}</span>
                  {candidate.isFull && (
                    <span className="fk-SlotPicker-full" id={fullId}>
                      {fullLabel}
                    </span>
                  )}
                </Radio>
              );
            })}
          </div>
        </FieldChrome>
      </RadioGroup>
      {day && (
        <PaymentChoice
          key={day.date}
          label={timeLabel(format.longDay(day.date))}
          description={chosen && chosen.date !== day.date ? chosenLabel(chosen.label) : undefined}
          value={value}
          onChange={(id) => {
            const slot = day.slots.find((candidate) => candidate.id === id);
            if (slot) onChange(slot.id, slot);
          }}
          options={day.slots.map((slot) => ({
            id: slot.id,
            label: format.window(slot),
            description: slot.available > 0 ? undefined : fullLabel,
            isDisabled: slot.available <= 0,
          }))}
          errorMessage={errorMessage}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          isRequired={isRequired}
        />
      )}
    </div>
  );
}
