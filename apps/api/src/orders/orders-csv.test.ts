import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './orders-csv.js';

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
