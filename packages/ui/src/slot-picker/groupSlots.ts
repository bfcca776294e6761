/** What the picker needs of a slot: the contract's DeliverySlot, or a farm's own without our API. */
export interface SlotOption {
  /** `<window id>:<YYYY-MM-DD>` from our API; any unique text otherwise. */
  id: string;
  /** The shop day, YYYY-MM-DD. */
  date: string;
  /** ISO 8601 instants of the window. */
  starts_at: string;
  ends_at: string;
  /** How the shop writes it: "Sat 29 Nov, 9:00–13:00". */
  label: string;
  /** Orders it can still take; 0: full (shown, not chosen). */
  available: number;
}

export interface SlotDay<T extends SlotOption = SlotOption> {
  date: string;
  slots: T[];
  /** Every slot of the day is full. */
  isFull: boolean;
}

/** The slots under their days, in the order they come (the API sends them soonest first), each day's in order. */
export function groupSlotsByDay<T extends SlotOption>(slots: readonly T[]): SlotDay<T>[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = days.get(slot.date);
    if (day) day.push(slot);
    else days.set(slot.date, [slot]);
  }
  return Array.from(days, ([date, daySlots]) => ({
    date,
    slots: daySlots,
    isFull: daySlots.every((slot) => slot.available <= 0),
  }));
}

/**
 * The day the picker opens on: the chosen slot's, else the first with room, else the first. Undefined for no slots.
 */
export function initialDay(days: readonly SlotDay[], value: string | null): string | undefined {
  const chosen = days.find((day) => day.slots.some((slot) => slot.id === value));
  return (chosen ?? days.find((day) => !day.isFull) ?? days[0])?.date;
}

/**
 * Writes days and times in the shop's zone and language, whatever the zone of the device showing them. A day
 * (YYYY-MM-DD) is a calendar date, so it is written at noon UTC in UTC: the same date everywhere.
 */
export function slotFormatters(locale: string, timeZone: string) {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  return {
    /** "Sat" */
    weekday: (date: string) => weekday.format(noon(date)),
    /** "28 Nov" */
    dayOfMonth: (date: string) => dayOfMonth.format(noon(date)),
    /** "Saturday, 28 November" */
    longDay: (date: string) => longDay.format(noon(date)),
    /** "09:00–13:00" in the shop's zone */
    window: (slot: Pick<SlotOption, 'starts_at' | 'ends_at'>) =>
      time.formatRange(new Date(slot.starts_at), new Date(slot.ends_at)),
  };
}
