import {
  type DeliveryArea,
  type DeliveryMethod,
  type DeliverySlot,
  type PickupPoint,
  SLOT_DAYS_AHEAD,
  slotId,
} from '@farmkit/contract';

/** Everything that makes this shop Ashanti Hills Farm's and not the kit's first farm's: texts, format, rules. */
export const site = {
  name: 'Ashanti Hills Farm',
  tagline: 'Guinea fowl, eggs and plantain from Ejisu, near Kumasi.',
  /** Cedis, written the Ghanaian way; forms start in Ghana. */
  format: { currency: 'GHS', locale: 'en-GH', country: 'GH' },
  /** This farm gives no first-order discount: the share off a first order is 0. */
  firstOrderDiscountRate: 0,
  payments: [
    { id: 'pay_now', label: 'Mobile money', description: 'Approve the payment on your phone.' },
    { id: 'on_delivery', label: 'Pay on delivery', description: 'Cash or mobile money to the rider.' },
  ],
} as const;

export interface FarmProduct {
  id: string;
  name: string;
  description: string;
  /** Cedis. */
  price: number;
  image: string;
}

export const products: FarmProduct[] = [
  {
    id: 'guinea-fowl',
    name: 'Guinea fowl',
    description: 'Free-range, about 1.2 kg.',
    price: 120,
    image: '/guinea-fowl.svg',
  },
  { id: 'eggs', name: 'Tray of eggs', description: '30 brown eggs.', price: 72, image: '/eggs.svg' },
  {
    id: 'plantain',
    name: 'Plantain bunch',
    description: 'Ripe, about 12 fingers.',
    price: 45,
    image: '/plantain.svg',
  },
  { id: 'cocoyam', name: 'Cocoyam', description: 'A 5 kg bag.', price: 38, image: '/cocoyam.svg' },
];

/**
 * Where the farm delivers around Kumasi, grouped by district (fees and minimum orders in cedis), its delivery
 * and pickup windows, and the farm gate where orders are collected. A real shop reads these from its API
 * (`GET delivery/`, `GET delivery/slots/`); this one keeps them here.
 */
export const delivery = {
  areas: [
    { id: 1, name: 'Ejisu', council: 'Ejisu Municipal', fee: 10, min_order: 0 },
    { id: 2, name: 'Kwamo', council: 'Ejisu Municipal', fee: 15, min_order: 100 },
    { id: 3, name: 'Besease', council: 'Ejisu Municipal', fee: 15, min_order: 100 },
    { id: 4, name: 'Ayeduase', council: 'Oforikrom Municipal', fee: 25, min_order: 150 },
    { id: 5, name: 'Kotei', council: 'Oforikrom Municipal', fee: 25, min_order: 150 },
    { id: 6, name: 'Adum', council: 'Kumasi Metropolitan', fee: 35, min_order: 300 },
    { id: 7, name: 'Bantama', council: 'Kumasi Metropolitan', fee: 35, min_order: 300 },
    { id: 8, name: 'Juaben', council: 'Juaben Municipal', fee: 30, min_order: 200 },
  ] satisfies DeliveryArea[],
  pickup: {
    address: 'Ashanti Hills Farm gate, Kumasi–Accra Road, Ejisu',
    hours: 'Mon–Sat 8:00–17:00',
  } satisfies PickupPoint,
  /** Hours the riders deliver in (or the gate hands orders over), Monday to Saturday. */
  windows: [
    { id: 1, method: 'delivery', starts: '09:00', ends: '13:00' },
    { id: 2, method: 'delivery', starts: '14:00', ends: '18:00' },
    { id: 3, method: 'pickup', starts: '08:00', ends: '17:00' },
  ] satisfies Array<{ id: number; method: DeliveryMethod; starts: string; ends: string }>,
};

export type FarmArea = (typeof delivery.areas)[number];

/** The coming days' slots of a method (the kit's SLOT_DAYS_AHEAD), Sundays off; today's included. */
export function deliverySlots(method: DeliveryMethod, from = new Date()): DeliverySlot[] {
  const days = Array.from({ length: SLOT_DAYS_AHEAD }, (_, ahead) => {
    const day = new Date(from);
    day.setDate(from.getDate() + ahead);
    return day;
  }).filter((day) => day.getDay() !== 0);
  const dayLabel = new Intl.DateTimeFormat(site.format.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return days.flatMap((day) => {
    const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    return delivery.windows
      .filter((window) => window.method === method)
      .map((window) => ({
        id: slotId(window.id, date),
        date,
        starts_at: `${date}T${window.starts}:00Z`,
        ends_at: `${date}T${window.ends}:00Z`,
        label: `${dayLabel.format(day)}, ${window.starts}–${window.ends}`,
        available: 10,
      }));
  });
}
