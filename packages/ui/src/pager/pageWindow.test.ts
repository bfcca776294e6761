import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('starts with the first pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(3, 10)).toEqual([2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6]);
  });

  it('ends with the last pages', () => {
    expect(pageWindow(9, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps an out-of-range page inside the pages', () => {
    expect(pageWindow(0, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(14, 10)).toEqual([8, 9, 10]);
  });

  it('supports other window sizes', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});
