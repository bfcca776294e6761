// The landing page's texts and pictures: loaded with the landing page only.
import { siteLandingIslands } from './landingIslands';

/** The texts of the landing page (`/`), section by section, top to bottom. */
export const siteLanding = {
  /** The page's title in the tab and in search results (the farm's name follows it). */
  title: 'Farm to Table Freshness',
  ...siteLandingIslands,
  hero: {
    title: 'Farm to Table Freshness.',
    lead: 'Livestock, poultry, eggs, meat, crops and fresh vegetables, raised and grown on our farm in Kuje, Abuja, and delivered to your door.',
    storeButton: 'Visit our Store',
  },
  about: {
    title: 'Our farm in Kuje',
    text: 'Kuje Green Farms is a five-hectare family farm in Kuje, on the south-west edge of Abuja. We raise poultry and livestock on open pasture and grow crops and vegetables in the fields around them. You are welcome to visit, see the animals and buy straight from the farm gate.',
    addressLabel: 'Find us',
    address: 'Kuje, Federal Capital Territory, Abuja, Nigeria',
    directionButton: 'Direction',
  },
  crops: {
    title: 'Crops from our fields',
    text: 'Alongside the animals we grow staple crops and vegetables, harvested in season and sold fresh.',
    items: ['Maize', 'Yams', 'Beans', 'Ginger', 'Fresh vegetables'],
  },
  services: {
    title: 'What we offer',
    /** Each card's icon is square and shipped in src/assets/landing. */
    cards: [
      {
        title: 'Farm-to-fork vegetables',
        text: 'Leafy greens, peppers, tomatoes and more, picked the day they leave the farm.',
        picture: new URL('../assets/landing/vegetables.svg', import.meta.url).href,
      },
      {
        title: 'Fresh eggs',
        text: 'Chicken, duck, turkey and guinea fowl eggs, collected every morning.',
        picture: new URL('../assets/landing/eggs.svg', import.meta.url).href,
      },
      {
        title: 'Fast delivery',
        text: 'Orders across Abuja delivered quickly, packed to arrive as fresh as they left.',
        picture: new URL('../assets/landing/delivery.svg', import.meta.url).href,
      },
      {
        title: 'Prime cuts of livestock',
        text: 'Beef, goat, ram and poultry, cleanly processed and cut to order.',
        picture: new URL('../assets/landing/meat.svg', import.meta.url).href,
      },
    ],
  },
  sustainability: {
    title: 'Farming that gives back to the land',
    text: 'We rotate our crops, return manure from our animals to the soil, and let our livestock graze in the open. Healthy soil grows better food, and it will still be feeding Abuja for generations to come.',
  },
  products: {
    title: 'Shop our Online Store',
    storeButton: 'Visit Store',
  },
} as const;
