import { describe, expect, it } from 'vitest';
import { abujaAreas } from '../fixtures/delivery';
import { groupAreasByCouncil } from './groupAreas';

const area = (id: number, name: string, council: string) => ({ id, name, council, fee: 0, min_order: 0 });

describe('groupAreasByCouncil', () => {
  it('puts each area under its council, councils in the order they first come', () => {
    const groups = groupAreasByCouncil(abujaAreas);
    expect(groups.map((group) => group.council)).toEqual([
      'Abaji',
      'AMAC',
      'Bwari',
      'Gwagwalada',
      'Kuje',
      'Kwali',
    ]);
    expect(groups[1]?.areas.map((a) => a.name)).toEqual([
      'Apo',
      'Garki',
      'Gwarinpa',
      'Lugbe',
      'Maitama',
      'Wuse',
    ]);
  });

  it('keeps the list order inside a council, even when councils alternate', () => {
    const groups = groupAreasByCouncil([
      area(1, 'Kuje town', 'Kuje'),
      area(2, 'Lugbe', 'AMAC'),
      area(3, 'Chibiri', 'Kuje'),
    ]);
    expect(groups).toEqual([
      { council: 'Kuje', areas: [area(1, 'Kuje town', 'Kuje'), area(3, 'Chibiri', 'Kuje')] },
      { council: 'AMAC', areas: [area(2, 'Lugbe', 'AMAC')] },
    ]);
  });

  it('gives no groups for no areas', () => {
    expect(groupAreasByCouncil([])).toEqual([]);
  });

  it('keeps every area exactly once', () => {
    const count = groupAreasByCouncil(abujaAreas).reduce((sum, group) => sum + group.areas.length, 0);
    expect(count).toBe(abujaAreas.length);
  });
});
