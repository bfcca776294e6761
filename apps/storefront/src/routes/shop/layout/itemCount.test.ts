import { describe, expect, it } from 'vitest';
import { itemCount } from './itemCount';

describe('itemCount', () => {
  it('says one item in the singular and any other number in the plural', () => {
    expect(itemCount(1)).toBe('1 item');
    expect(itemCount(0)).toBe('0 items');
    expect(itemCount(12)).toBe('12 items');
  });
});
