import { describe, expect, it } from 'vitest';
import { csvCell, csvPhone, csvRow, csvTime } from './orders-csv.js';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['Obi, Ada', '"Obi, Ada"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['', ''],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+2348021234567', "'+2348021234567"],
    ['-1+1', "'-1+1"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("http://x", "a,b")', '"\'=HYPERLINK(""http://x"", ""a,b"")"'],
    ['a=b', 'a=b'],
    ['Ẹ̀gúsí × 2', 'Ẹ̀gúsí × 2'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans and nothing as they are, a negative number not taken for a formula', () => {
    expect(csvRow([1, -2.5, true, null, undefined, 'x'])).toBe('1,-2.5,true,,,x\r\n');
  });
});

describe('CSV phone numbers', () => {
  it.each([
    ['+2348021234567', '0802 123 4567'],
    ['2348021234567', '0802 123 4567'],
    ['+234 0802 123 4567', '0802 123 4567'],
    ['08021234567', '0802 123 4567'],
    ['+447911123456', '+44 7911 123456'],
    ['call me', 'call me'],
    [null, null],
  ])('writes %j as %j', (phone, written) => {
    expect(csvPhone(phone, 'NG')).toBe(written);
  });

  it('writes a Nigerian number in a cell a spreadsheet shows as it is: no apostrophe, no quotes', () => {
    expect(csvCell(csvPhone('+2348021234567', 'NG'))).toBe('0802 123 4567');
    // A number from elsewhere starts with + and stays defused.
    expect(csvCell(csvPhone('+447911123456', 'NG'))).toBe("'+44 7911 123456");
  });
});

describe('CSV times', () => {
  it("writes an instant as the shop's clock read it, across its midnight", () => {
    expect(csvTime('2026-02-03T10:05:00.000Z', 'Africa/Lagos')).toBe('2026-02-03 11:05');
    expect(csvTime('2026-02-03T23:30:00.000Z', 'Africa/Lagos')).toBe('2026-02-04 00:30');
    expect(csvTime('2026-07-01T12:00:00.000Z', 'Europe/London')).toBe('2026-07-01 13:00');
  });
});
