import { describe, expect, it } from 'vitest';
import { weekOfSlots } from '../fixtures/delivery';
import { groupSlotsByDay, initialDay, slotFormatters } from './groupSlots';

describe('groupSlotsByDay', () => {
  it('puts each slot under its day, days in the order they come', () => {
    const days = groupSlotsByDay(weekOfSlots);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days[0]?.slots.map((slot) => slot.id)).toEqual(['1:2026-11-28', '2:2026-11-28']);
  });

  it('marks a day full only when every slot of it is', () => {
    const days = groupSlotsByDay(weekOfSlots);
    expect(days.map((day) => day.isFull)).toEqual([false, true, false, false, false, false]);
  });

  it('gives no days for no slots', () => {
    expect(groupSlotsByDay([])).toEqual([]);
  });
});

describe('initialDay', () => {
  const days = groupSlotsByDay(weekOfSlots);

  it("opens on the chosen slot's day", () => {
    expect(initialDay(days, '2:2026-12-03')).toBe('2026-12-03');
  });

  it('opens on the first day with room when nothing is chosen', () => {
    const fullFirst = groupSlotsByDay(weekOfSlots.slice(2));
    expect(initialDay(fullFirst, null)).toBe('2026-12-01');
    expect(initialDay(days, null)).toBe('2026-11-28');
  });

  it('opens on the first day when every day is full, and on none without slots', () => {
    const full = groupSlotsByDay(weekOfSlots.map((slot) => ({ ...slot, available: 0 })));
    expect(initialDay(full, null)).toBe('2026-11-28');
    expect(initialDay([], null)).toBeUndefined();
  });
});

describe('slotFormatters', () => {
  it("writes times in the shop's zone, whatever the machine's", () => {
    const lagos = slotFormatters('en-NG', 'Africa/Lagos');
    // 08:00 UTC is 09:00 in Lagos.
    expect(lagos.window({ starts_at: '2026-11-28T08:00:00.000Z', ends_at: '2026-11-28T12:00:00.000Z' })).toBe(
      '09:00–13:00',
    );
    const accra = slotFormatters('en-GH', 'Africa/Accra');
    expect(
      accra.window({ starts_at: '2026-11-28T08:00:00.000Z', ends_at: '2026-11-28T12:00:00.000Z' }),
    ).toMatch(/^0?8:00/);
  });

  it('writes a day as its calendar date in any zone', () => {
    const { weekday, dayOfMonth, longDay } = slotFormatters('en-NG', 'Pacific/Kiritimati');
    expect(weekday('2026-11-28')).toBe('Sat');
    expect(dayOfMonth('2026-11-28')).toBe('28 Nov');
    expect(longDay('2026-11-28')).toBe('Saturday, 28 November');
  });
});
