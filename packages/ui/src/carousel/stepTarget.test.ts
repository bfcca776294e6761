import { describe, expect, it } from 'vitest';
import { stepTarget } from './stepTarget';

describe('stepTarget', () => {
  it('moves one slide at a time', () => {
    expect(stepTarget({ first: 0, last: 0, count: 5 }, 'next')).toBe(1);
    expect(stepTarget({ first: 2, last: 2, count: 5 }, 'previous')).toBe(1);
    // Several slides in view: still one slide further, not one view.
    expect(stepTarget({ first: 1, last: 3, count: 8 }, 'next')).toBe(2);
  });

  it('wraps round to the first slide once the last is in view', () => {
    expect(stepTarget({ first: 4, last: 4, count: 5 }, 'next')).toBe(0);
    expect(stepTarget({ first: 4, last: 7, count: 8 }, 'next')).toBe(0);
  });

  it('goes back from the first slide to the last', () => {
    expect(stepTarget({ first: 0, last: 0, count: 5 }, 'previous')).toBe(4);
    expect(stepTarget({ first: 0, last: 3, count: 8 }, 'previous')).toBe(7);
  });

  it('stays put with a single slide', () => {
    expect(stepTarget({ first: 0, last: 0, count: 1 }, 'next')).toBe(0);
    expect(stepTarget({ first: 0, last: 0, count: 1 }, 'previous')).toBe(0);
  });
});
