import { describe, expect, it } from 'vitest';
import { returnPath, returnState } from './returnPath';

describe('returnPath', () => {
  it('returns to the page that asked for a sign-in', () => {
    const from = { pathname: '/account/other', search: '?x=1', hash: '#delete', state: null, key: 'k' };
    expect(returnPath({ from })).toBe('/account/other?x=1#delete');
  });

  it('leads to the shop otherwise', () => {
    expect(returnPath(null)).toBe('/homepage/');
    expect(returnPath(undefined)).toBe('/homepage/');
  });
});

describe('returnState', () => {
  it('gives the page back the state it had when it asked for a sign-in', () => {
    const note = { addToCart: { productId: 3, quantity: 2, next: 'stay' } };
    const from = { pathname: '/homepage/view/3', search: '', hash: '', state: note, key: 'k' };
    expect(returnState({ from })).toBe(note);
  });

  it('is empty when the page had none, or nothing asked', () => {
    const from = { pathname: '/account', search: '', hash: '', state: undefined, key: 'k' };
    expect(returnState({ from })).toBeNull();
    expect(returnState(null)).toBeNull();
  });
});
