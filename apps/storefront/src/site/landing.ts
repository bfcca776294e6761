// The landing page's texts and pictures: loaded with the landing page only.

/** The texts of the landing page (`/`), section by section, top to bottom. */
export const siteLanding = {
  /** The page's title in the tab and in search results (the farm's name follows it). */
  title: 'Farm to Table Freshness',
  banner: 'Sign up and get 20% OFF your First Order',
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
