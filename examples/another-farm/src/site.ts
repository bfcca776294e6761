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
