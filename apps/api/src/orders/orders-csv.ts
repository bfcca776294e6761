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
