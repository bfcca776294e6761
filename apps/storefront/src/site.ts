/**
 * Everything that makes this storefront one farm's shop rather than another's.
 * Components (and index.html, through vite.config.ts) read these values; nothing farm-specific is
 * written anywhere else.
 */
export const site = {
  name: 'Kuje Green Farms',
  description:
    'Order livestock, eggs, meat, crops and fresh vegetables straight from Kuje Green Farms, a five-hectare farm in Kuje, Abuja.',
  location: 'Kuje, Abuja, Nigeria',
  support: {
    email: 'support@kujegreenfarms.ng',
    phone: '+234 800 000 0000',
  },
  /** The brand colour of the browser's own UI (`theme-color`); the page colours are in styles/global.css. */
  themeColor: '#1f7a3a',
} as const;
