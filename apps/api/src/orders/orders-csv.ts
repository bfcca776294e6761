import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A CSV writer small enough to read in one go (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
 * holds a quote, comma or line break, its quotes doubled), with spreadsheet formula injection defused: a text
 * cell starting with = + - @, a tab or a carriage return gets a leading apostrophe, so Excel, LibreOffice and
 * Google Sheets show it as text instead of running it (OWASP's advice). Numbers are written as they are.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * Excel reads a CSV as the machine's code page unless it starts with a byte-order mark; with it, names with
 * accents and the "×" of the items read right. Other readers skip it.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * A phone number as a spreadsheet shows it unchanged: a number of the shop's country in its national writing
 * (`0802 123 4567`), which starts with no formula character, so it needs no apostrophe and is not read as a
 * number either (the 0 and the spaces keep it text); a number elsewhere in its international writing (`+44 20 7946
 * 0958`, defused as any cell starting with +). What is not a phone number stays as it was typed.
 */
export function csvPhone(phone: string | null | undefined, country: CountryCode): string | null | undefined {
  if (!phone) return phone;
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed?.isValid()) return phone;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the shop's clock read it, `YYYY-MM-DD HH:MM` in its time zone: the writing every spreadsheet
 * takes for a date and time, in order when sorted as text.
 */
export function csvTime(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
