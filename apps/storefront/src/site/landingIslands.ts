// The texts and pictures of the landing page's islands (routes/landing/islandParts.ts), which the browser hydrates:
// apart from the rest of the page's (landing.ts), so the script that hydrates them carries only these.
import { firstOrderOffer } from './offer';

/** The parts of `siteLanding` that the landing page's islands show. */
export const siteLandingIslands = {
  /** The strip above the top bar, for a visitor not signed in, while the shop offers a first-order discount. */
  banner: firstOrderOffer,
  livestock: {
    title: 'Our livestock',
    intro: 'Healthy animals raised with care, for your table, your farm or your next celebration.',
    /** The carousel's slides; the pictures are 4:3 (480×360 or larger) and shipped in src/assets/landing. */
    animals: [
      {
        label: 'Chicks & chickens',
        alt: 'A rooster with two young chicks',
        picture: new URL('../assets/landing/chicks-and-chickens.svg', import.meta.url).href,
      },
      {
        label: 'Turkeys',
        alt: 'Two turkeys on the grass',
        picture: new URL('../assets/landing/turkeys.svg', import.meta.url).href,
      },
      {
        label: 'Guinea fowls',
        alt: 'Two guinea fowls on the grass',
        picture: new URL('../assets/landing/guinea-fowls.svg', import.meta.url).href,
      },
      {
        label: 'Ducks',
        alt: 'Two ducks on the grass',
        picture: new URL('../assets/landing/ducks.svg', import.meta.url).href,
      },
      {
        label: 'Cows',
        alt: 'A cow grazing',
        picture: new URL('../assets/landing/cows.svg', import.meta.url).href,
      },
      {
        label: 'Goats',
        alt: 'Two goats on the grass',
        picture: new URL('../assets/landing/goats.svg', import.meta.url).href,
      },
      {
        label: 'Geese',
        alt: 'Two geese on the grass',
        picture: new URL('../assets/landing/geese.svg', import.meta.url).href,
      },
      {
        label: 'Sheep',
        alt: 'Two sheep on the grass',
        picture: new URL('../assets/landing/sheep.svg', import.meta.url).href,
      },
    ],
  },
} as const;
