import { describe, expect, it } from 'vitest';
import { pageInRange, pageParam, parsePage } from './paging';

describe('parsePage', () => {
  it('reads a whole page number from 1', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('27')).toBe(27);
  });

  it.each([null, '', '0', '-2', '1.5', '2e3', ' 3', 'abc', '99999999999999999999'])(
    'falls back to the first page for %j',
    (raw) => {
      expect(parsePage(raw)).toBe(1);
    },
  );
});

describe('pageParam', () => {
  it('leaves the first page without a parameter', () => {
    expect(pageParam(1)).toBeNull();
  });

  it('writes later pages as their number', () => {
    expect(pageParam(2)).toBe('2');
    expect(parsePage(pageParam(37))).toBe(37);
  });
});

describe('pageInRange', () => {
  it('leaves a page within the listing alone', () => {
    expect(pageInRange(3, { kind: 'page', count: 33, pageSize: 16 })).toBeUndefined();
    expect(pageInRange(1, { kind: 'page', count: 0, pageSize: 16 })).toBeUndefined();
  });

  it('sends a page beyond the listing to the last page', () => {
    expect(pageInRange(9, { kind: 'page', count: 33, pageSize: 16 })).toBe(3);
    expect(pageInRange(2, { kind: 'page', count: 0, pageSize: 16 })).toBe(1);
  });

  it('sends a page the server refused to the first page', () => {
    expect(pageInRange(9, { kind: 'page-not-found' })).toBe(1);
    expect(pageInRange(1, { kind: 'page-not-found' })).toBeUndefined();
  });
});
