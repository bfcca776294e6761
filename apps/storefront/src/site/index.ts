/**
 * Everything that makes this storefront one farm's shop rather than another's: its name, address and contacts
 * here, read on every page (and by index.html, through vite.config.ts); the texts of one area beside it
 * (landing.ts with landingIslands.ts, banners.ts, help.ts, policies.ts), so a page downloads only its own.
 * Nothing farm-specific is written anywhere else.
 */
export const site = {
  name: 'Kuje Green Farms',
  description:
    'Order livestock, eggs, meat, crops and fresh vegetables straight from Kuje Green Farms, a five-hectare farm in Kuje, Abuja.',
  location: 'Kuje, Abuja, Nigeria',
  /** Where the landing page's Direction button leads: a maps search for the farm, opened in a new tab. */
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=Kuje%2C%20Abuja%2C%20Nigeria',
  support: {
    email: 'support@kujegreenfarms.ng',
    phone: '+234 800 000 0000',
  },
  /** The brand colour of the browser's own UI (`theme-color`); the page colours are in styles/global.css. */
  themeColor: '#1f7a3a',
  /** The name under an installed app's icon (web app manifest). */
  shortName: 'Kuje Farms',
  /**
   * The country the sign-up form starts at, its dial code beside the phone number (the kit's ShopFormatProvider,
   * set by the root layout). The currency and locale of prices are the API's (`GET shop/`), never written here.
   */
  country: 'NG',
  /**
   * The language of the shop's own texts, all written here and beside: the build keeps React Aria's labels and
   * announcements in it alone (vite.config.ts). Amounts are written in the API's locale.
   */
  language: 'en',
  /** A phone number of `country` as a shopper types it, without the dial code: the phone field's placeholder. */
  phoneExample: '802 123 4567',
  /** Photo-sharing and messaging accounts, shown with their icons in the footer. */
  social: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/kujegreenfarms' },
    { network: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/2348000000000' },
  ],
} as const;
