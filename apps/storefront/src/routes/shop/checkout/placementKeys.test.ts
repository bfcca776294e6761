import { describe, expect, it } from 'vitest';
import { createPlacementKeys } from './placementKeys';

describe('createPlacementKeys', () => {
  it('gives a retry of the same placement the same key', () => {
    const keyFor = createPlacementKeys();
    const first = keyFor({ paymentMethod: 'pay_now', reference: 'fk_1' });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyFor({ paymentMethod: 'pay_now', reference: 'fk_1' })).toBe(first);
  });

  it('gives another payment or method a new key', () => {
    let made = 0;
    const keyFor = createPlacementKeys(() => `key-${++made}`);
    expect(keyFor({ paymentMethod: 'on_delivery' })).toBe('key-1');
    expect(keyFor({ paymentMethod: 'on_delivery' })).toBe('key-1');
    expect(keyFor({ paymentMethod: 'pay_now', reference: 'fk_1' })).toBe('key-2');
    expect(keyFor({ paymentMethod: 'pay_now', reference: 'fk_2' })).toBe('key-3');
  });

  it('never repeats a key between checkouts', () => {
    const input = { paymentMethod: 'on_delivery' } as const;
    expect(createPlacementKeys()(input)).not.toBe(createPlacementKeys()(input));
  });
});
