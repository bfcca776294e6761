const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Mon D YY' (`Nov 21 26`), in the given locale's month names and the viewer's time zone unless one is
 * given. Anything that is not a date comes back unchanged.
 */
export function formatOrderDate(value: string, locale = 'en-US', timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: '2-digit',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')} ${part('year')}`;
}
