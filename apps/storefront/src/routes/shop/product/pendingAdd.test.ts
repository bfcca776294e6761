import { describe, expect, it } from 'vitest';
import { pendingAdd } from './pendingAdd';

describe('pendingAdd', () => {
  it('reads the add a product page left in its history state before the sign-in', () => {
    const request = { productId: 4, quantity: 2, next: 'checkout' } as const;
    expect(pendingAdd({ pendingAdd: request }, 4)).toEqual(request);
  });

  it("ignores another product's add and anything malformed", () => {
    expect(pendingAdd({ pendingAdd: { productId: 4, quantity: 2, next: 'stay' } }, 5)).toBeUndefined();
    expect(pendingAdd({ pendingAdd: { productId: 4, quantity: 0, next: 'stay' } }, 4)).toBeUndefined();
    expect(pendingAdd({ pendingAdd: { productId: 4, quantity: 1, next: 'later' } }, 4)).toBeUndefined();
    expect(pendingAdd(null, 4)).toBeUndefined();
    expect(pendingAdd('state', 4)).toBeUndefined();
  });
});
