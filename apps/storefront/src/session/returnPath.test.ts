import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

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
