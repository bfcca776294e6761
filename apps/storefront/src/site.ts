import { paths } from './paths';

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
  /** Where the landing page's Direction button leads: a maps search for the farm, opened in a new tab. */
  directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=Kuje%2C%20Abuja%2C%20Nigeria',
  /** The texts of the landing page (`/`), section by section, top to bottom. */
  landing: {
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
          picture: new URL('./assets/landing/chicks-and-chickens.svg', import.meta.url).href,
        },
        {
          label: 'Turkeys',
          alt: 'Two turkeys on the grass',
          picture: new URL('./assets/landing/turkeys.svg', import.meta.url).href,
        },
        {
          label: 'Guinea fowls',
          alt: 'Two guinea fowls on the grass',
          picture: new URL('./assets/landing/guinea-fowls.svg', import.meta.url).href,
        },
        {
          label: 'Ducks',
          alt: 'Two ducks on the grass',
          picture: new URL('./assets/landing/ducks.svg', import.meta.url).href,
        },
        {
          label: 'Cows',
          alt: 'A cow grazing',
          picture: new URL('./assets/landing/cows.svg', import.meta.url).href,
        },
        {
          label: 'Goats',
          alt: 'Two goats on the grass',
          picture: new URL('./assets/landing/goats.svg', import.meta.url).href,
        },
        {
          label: 'Geese',
          alt: 'Two geese on the grass',
          picture: new URL('./assets/landing/geese.svg', import.meta.url).href,
        },
        {
          label: 'Sheep',
          alt: 'Two sheep on the grass',
          picture: new URL('./assets/landing/sheep.svg', import.meta.url).href,
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
          picture: new URL('./assets/landing/vegetables.svg', import.meta.url).href,
        },
        {
          title: 'Fresh eggs',
          text: 'Chicken, duck, turkey and guinea fowl eggs, collected every morning.',
          picture: new URL('./assets/landing/eggs.svg', import.meta.url).href,
        },
        {
          title: 'Fast delivery',
          text: 'Orders across Abuja delivered quickly, packed to arrive as fresh as they left.',
          picture: new URL('./assets/landing/delivery.svg', import.meta.url).href,
        },
        {
          title: 'Prime cuts of livestock',
          text: 'Beef, goat, ram and poultry, cleanly processed and cut to order.',
          picture: new URL('./assets/landing/meat.svg', import.meta.url).href,
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
  },
  support: {
    email: 'support@kujegreenfarms.ng',
    phone: '+234 800 000 0000',
  },
  /** The brand colour of the browser's own UI (`theme-color`); the page colours are in styles/global.css. */
  themeColor: '#1f7a3a',
  /** The name under an installed app's icon (web app manifest). */
  shortName: 'Kuje Farms',
  /** Photo-sharing and messaging accounts, shown with their icons in the footer. */
  social: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/kujegreenfarms' },
    { network: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/2348000000000' },
  ],
  /** The Help Center's tutorial videos (embeddable player addresses; replace the ids with the farm's own). */
  tutorials: [
    {
      title: 'How to order from our online store',
      url: 'https://www.youtube-nocookie.com/embed/kujefarms-order',
    },
    { title: 'How to pay for your order', url: 'https://www.youtube-nocookie.com/embed/kujefarms-pay' },
  ],
  /** The home page's banner slides; the pictures are 1600×600 and shipped in src/assets/banners. */
  banners: [
    {
      title: 'Fresh from our farm in Kuje',
      text: 'Eggs, poultry, livestock, crops and vegetables, raised and grown on five hectares.',
      action: { label: 'Shop fresh eggs', href: paths.category('Eggs') },
      image: new URL('./assets/banners/farm-fields.svg', import.meta.url).href,
    },
    {
      title: 'Sign up and get 20% OFF your First Order',
      text: 'Create an account and the discount is taken off your first order at checkout.',
      action: { label: 'Create an account', href: paths.signup },
      image: new URL('./assets/banners/egg-basket.svg', import.meta.url).href,
    },
  ],
  /** The variable parts of the policy pages. */
  policies: {
    /** Days after delivery within which an item can be returned. */
    returnWindowDays: 30,
    /** How long a refund takes to reach the original payment method. */
    refundTime: '7-10 business days',
    /** How soon the farm answers feedback. */
    feedbackReplyTime: '2 business days',
    /** When the terms and the privacy policy last changed. */
    updated: '21 November 2026',
  },
  /** The Terms of use and the Privacy Policy: one paragraph per entry. */
  legal: {
    terms: [
      {
        heading: 'Using this shop',
        text: 'By browsing or ordering from this shop you accept these terms. You must give true details when you create an account, and you are responsible for keeping your password safe.',
      },
      {
        heading: 'Orders and prices',
        text: 'Prices are in naira and include the farm price of each product. An order is accepted when we confirm it; if a product is no longer available we tell you and refund anything you paid for it.',
      },
      {
        heading: 'Live animals and fresh produce',
        text: 'Livestock and fresh produce vary in size and weight. We describe them as accurately as we can, and you may return anything that arrives unfit under our return policy.',
      },
      {
        heading: 'Changes to these terms',
        text: 'We may update these terms. The version on this page applies to every order placed while it is shown.',
      },
    ],
    privacy: [
      {
        heading: 'What we collect',
        text: 'Your name, e-mail address, phone number, country, delivery address and order history, which we need to run your account and deliver your orders.',
      },
      {
        heading: 'How we use it',
        text: 'Only to process and deliver your orders, to answer your messages and to keep your account secure. We do not sell your details or share them for advertising.',
      },
      {
        heading: 'Payments',
        text: 'Card payments are handled by our payment provider; we never see or store your card number.',
      },
      {
        heading: 'Your choices',
        text: 'You can change your details from your account at any time, and deleting your account removes your personal details from our shop.',
      },
    ],
  },
} as const;
