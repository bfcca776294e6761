import type { DeliveryMethod, Weekday } from '@farmkit/contract';

/**
 * Kuje Green Farms' delivery, as the seed gives it to a new shop: the owner edits all of it in the back-office
 * (Delivery). Cheapest near the farm in Kuje, dearer across the city; the far councils on fewer days.
 */
export interface SeedArea {
  name: string;
  council: string;
  feeNaira: number;
  minOrderNaira: number;
  weekdays: Weekday[];
}

export interface SeedWindow {
  method: DeliveryMethod;
  starts: string;
  ends: string;
  weekdays: Weekday[];
  capacity: number;
  cutoffDaysBefore: number;
  cutoffTime: string;
}

const MON_TO_SAT: Weekday[] = [1, 2, 3, 4, 5, 6];
const CITY_DAYS: Weekday[] = [2, 4, 6];

export const deliveryAreas: SeedArea[] = [
  { name: 'Kuje town', council: 'Kuje', feeNaira: 500, minOrderNaira: 0, weekdays: MON_TO_SAT },
  { name: 'Chibiri', council: 'Kuje', feeNaira: 800, minOrderNaira: 3000, weekdays: MON_TO_SAT },
  { name: 'Gwagwalada', council: 'Gwagwalada', feeNaira: 1200, minOrderNaira: 5000, weekdays: MON_TO_SAT },
  { name: 'Lugbe', council: 'AMAC', feeNaira: 1500, minOrderNaira: 5000, weekdays: MON_TO_SAT },
  { name: 'Apo', council: 'AMAC', feeNaira: 2000, minOrderNaira: 8000, weekdays: MON_TO_SAT },
  { name: 'Garki', council: 'AMAC', feeNaira: 2500, minOrderNaira: 10000, weekdays: CITY_DAYS },
  { name: 'Wuse', council: 'AMAC', feeNaira: 2500, minOrderNaira: 10000, weekdays: CITY_DAYS },
  { name: 'Maitama', council: 'AMAC', feeNaira: 3000, minOrderNaira: 15000, weekdays: CITY_DAYS },
  { name: 'Gwarinpa', council: 'AMAC', feeNaira: 3000, minOrderNaira: 12000, weekdays: CITY_DAYS },
  { name: 'Kubwa', council: 'Bwari', feeNaira: 3500, minOrderNaira: 15000, weekdays: [3, 6] },
  { name: 'Kwali town', council: 'Kwali', feeNaira: 1500, minOrderNaira: 5000, weekdays: [2, 5] },
  { name: 'Abaji town', council: 'Abaji', feeNaira: 2500, minOrderNaira: 8000, weekdays: [2, 5] },
];

/** Mornings close at 20:00 the day before; afternoons at 10:00 the same day. Collection all day, until noon. */
export const deliveryWindows: SeedWindow[] = [
  {
    method: 'delivery',
    starts: '09:00',
    ends: '13:00',
    weekdays: MON_TO_SAT,
    capacity: 12,
    cutoffDaysBefore: 1,
    cutoffTime: '20:00',
  },
  {
    method: 'delivery',
    starts: '14:00',
    ends: '18:00',
    weekdays: MON_TO_SAT,
    capacity: 12,
    cutoffDaysBefore: 0,
    cutoffTime: '10:00',
  },
  {
    method: 'pickup',
    starts: '09:00',
    ends: '17:00',
    weekdays: MON_TO_SAT,
    capacity: 30,
    cutoffDaysBefore: 0,
    cutoffTime: '12:00',
  },
];

export const pickupPoint = {
  address: 'Kuje Green Farms, Km 3 Kuje–Gwagwalada Road, Kuje, FCT',
  hours: 'Mon–Sat 9:00–17:00',
};
