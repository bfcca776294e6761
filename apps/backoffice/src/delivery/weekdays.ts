import { WEEKDAY_LABELS, type Weekday } from '@farmkit/contract';

/** The week as the farm's staff read it, Monday first (the API counts 0 Sunday to 6 Saturday). */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

export const weekdayName = (day: Weekday) => WEEKDAY_NAMES[day];

/**
 * Weekdays in few characters, Monday first, runs of three or more joined: `Every day`, `Mon–Fri`, `Mon–Wed, Sat`,
 * `Tue, Thu`; `No day` for none.
 */
export function weekdaysText(days: readonly number[]): string {
  const chosen = WEEK_FROM_MONDAY.filter((day) => days.includes(day));
  if (chosen.length === WEEK_FROM_MONDAY.length) return 'Every day';
  if (chosen.length === 0) return 'No day';
  const runs: Weekday[][] = [];
  let previous = -2;
  for (const day of chosen) {
    const position = WEEK_FROM_MONDAY.indexOf(day);
    const run = runs.at(-1);
    if (run && position === previous + 1) run.push(day);
    else runs.push([day]);
    previous = position;
  }
  return runs
    .flatMap((run) => {
      const first = run[0] as Weekday;
      const last = run.at(-1) as Weekday;
      return run.length >= 3
        ? [`${WEEKDAY_LABELS[first]}–${WEEKDAY_LABELS[last]}`]
        : run.map((day) => WEEKDAY_LABELS[day]);
    })
    .join(', ');
}
