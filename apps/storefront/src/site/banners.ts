import { paths } from '../paths';
import { firstOrderOffer } from './offer';

/** The home page's banner slides; the pictures are 1600×600 and shipped in src/assets/banners. */
export const siteBanners = {
  /** Shown always, in this order. */
  slides: [
    {
      title: 'Fresh from our farm in Kuje',
      text: 'Eggs, poultry, livestock, crops and vegetables, raised and grown on five hectares.',
      action: { label: 'Shop fresh eggs', href: paths.category('Eggs') },
      image: new URL('../assets/banners/farm-fields.svg', import.meta.url).href,
    },
  ],
  /** After them while the shop offers a first-order discount, its title worded with the discount ("20%"). */
  firstOrderOffer: {
    title: firstOrderOffer,
    text: 'Create an account and the discount is taken off your first order at checkout.',
    action: { label: 'Create an account', href: paths.signup },
    image: new URL('../assets/banners/egg-basket.svg', import.meta.url).href,
  },
} as const;
