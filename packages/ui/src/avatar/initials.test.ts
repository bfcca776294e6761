import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Obi')).toBe('AO');
    expect(initials('  ada  chioma   obi ')).toBe('AO');
  });

  it('takes one letter of a single name', () => {
    expect(initials('Ada')).toBe('A');
  });

  it('is empty for an empty name', () => {
    expect(initials('   ')).toBe('');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('𝒜da Émeka')).toBe('𝒜É');
  });
});
