import { describe, expect, it } from 'vitest';
import { formatOrderDate } from './format';

describe('formatOrderDate', () => {
  it("gives 'Mon D YY'", () => {
    expect(formatOrderDate('2026-11-21T12:00:00Z', 'en-US', 'UTC')).toBe('Nov 21 26');
    expect(formatOrderDate('2025-01-05T12:00:00Z', 'en-US', 'UTC')).toBe('Jan 5 25');
  });

  it('follows the time zone', () => {
    expect(formatOrderDate('2026-11-21T23:30:00Z', 'en-US', 'Africa/Lagos')).toBe('Nov 22 26');
  });

  it('returns anything else unchanged', () => {
    expect(formatOrderDate('soon')).toBe('soon');
  });
});
