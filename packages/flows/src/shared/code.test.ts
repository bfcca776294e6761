import { describe, expect, it } from 'vitest';
import { isCompleteCode, normalizeCode } from './code';
import { toErrorMessage, UNKNOWN_ERROR_MESSAGE } from './messages';

describe('codes', () => {
  it.each([
    ['123456', '123456'],
    ['12 34 56', '123456'],
    ['1234567890', '123456'],
    ['a1b2', '12'],
    ['', ''],
  ])('normalizeCode(%j) is %j', (raw, code) => {
    expect(normalizeCode(raw)).toBe(code);
  });

  it('is complete at exactly the box count, digits only', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode('1234', 4)).toBe(true);
  });
});

describe('toErrorMessage', () => {
  it.each([
    [new Error('Invalid or expired code'), 'Invalid or expired code'],
    [new Error('  '), UNKNOWN_ERROR_MESSAGE],
    ['Network Error', 'Network Error'],
    [{ detail: 'x' }, UNKNOWN_ERROR_MESSAGE],
    [undefined, UNKNOWN_ERROR_MESSAGE],
  ])('%s -> %j', (error, message) => {
    expect(toErrorMessage(error)).toBe(message);
  });
});
