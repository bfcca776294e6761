import { describe, expect, it } from 'vitest';
import { roundMoney } from './roundMoney';

describe('roundMoney', () => {
  it('rounds to whole kobo', () => {
    expect(roundMoney(1234.567)).toBe(1234.57);
    expect(roundMoney(1234.564)).toBe(1234.56);
    expect(roundMoney(12500)).toBe(12500);
  });

  it('never lets float errors through', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.1 * 3)).toBe(3.3);
    expect(roundMoney(19.99 * 3)).toBe(59.97);
  });

  it('rounds halves away from zero, as written', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });

  it('keeps NaN (an empty field) and handles extreme amounts', () => {
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(1e21)).toBe(1e21);
    expect(roundMoney(5e-7)).toBe(0);
  });

  it('rounds to another number of decimals', () => {
    expect(roundMoney(1234.5, 0)).toBe(1235);
    expect(roundMoney(1.23456, 3)).toBe(1.235);
  });
});
