import { describe, expect, it } from 'vitest';
import { applyPaste, sanitizeCode } from './otpCode';

describe('sanitizeCode', () => {
  it('keeps only the digits, in order', () => {
    expect(sanitizeCode('12 34-5a6')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });

  it('keeps at most `length` digits', () => {
    expect(sanitizeCode('12 34-56789', 6)).toBe('123456');
  });

  it('drops digits of other scripts', () => {
    expect(sanitizeCode('١٢٣4')).toBe('4');
  });
});

describe('applyPaste', () => {
  it('fills the boxes from the first and truncates to the box count', () => {
    expect(applyPaste('', 0, '12 34-56789', 6)).toBe('123456');
  });

  it('fills from the box pasted into, keeping the boxes before it', () => {
    expect(applyPaste('12', 2, '3456', 6)).toBe('123456');
    expect(applyPaste('12', 2, '3456789', 6)).toBe('123456');
  });

  it('overwrites the boxes it covers and keeps the ones after', () => {
    expect(applyPaste('123456', 1, '99', 6)).toBe('199456');
  });

  it('starts after the last filled box when pasted further on (no gaps)', () => {
    expect(applyPaste('1', 4, '23', 6)).toBe('123');
  });

  it('leaves the code as it was when the text has no digit', () => {
    expect(applyPaste('12', 2, 'code', 6)).toBe('12');
  });

  it('replaces one box with one digit', () => {
    expect(applyPaste('123', 1, '7', 6)).toBe('173');
  });
});
