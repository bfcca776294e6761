/**
 * The farm's range as it stands in November 2026, with Abuja prices in naira. Categories come in the order
 * the shop lists them.
 */
export interface SeedCategory {
  name: string;
  /** Units of each product on the first day, unless the product says otherwise. */
  stock: number;
  /** At or below this many units the shop says "Only N left". */
  lowStockThreshold: number;
  products: SeedProduct[];
}

export interface SeedProduct {
  slug: string;
  name: string;
  priceNaira: number;
  /** Units on the first day, when not the category's. */
  stock?: number;
  description: string;
  /** What `npm run seed:images` draws: a Fluent Emoji name, shown once or as a small group (2 or 3). */
  picture: { icon: string; count?: 2 | 3 };
}

export const catalogue: SeedCategory[] = [
  {
    name: 'Livestock',
    stock: 6,
    lowStockThreshold: 2,
    products: [
      {
        slug: 'white-fulani-bull',
        name: 'White Fulani bull',
        priceNaira: 1_450_000,
        stock: 1,
        description:
          'A three-year-old White Fulani bull of about 350 kg, raised on open pasture and finished on maize bran and groundnut hay. Vaccinated against CBPP and anthrax, with the vet record handed over on delivery.',
        picture: { icon: 'ox' },
      },
      {
        slug: 'sokoto-gudali-cow',
        name: 'Sokoto Gudali cow',
        priceNaira: 1_250_000,
        stock: 2,
        description:
          'A calm, deep-bodied Sokoto Gudali cow, four years old and in milk after her second calf. She suits a smallholder who wants milk for the house and a calf every year.',
        picture: { icon: 'cow' },
      },
      {
        slug: 'bull-calf',
        name: 'Bull calf, 8 months',
        priceNaira: 520_000,
        description:
          'A weaned White Fulani bull calf of about 120 kg, eating grass and hay well on his own. Grow him on for a year and he is ready for the Sallah market.',
        picture: { icon: 'cow-face' },
      },
      {
        slug: 'red-sokoto-buck',
        name: 'Red Sokoto buck',
        priceNaira: 110_000,
        description:
          "A mature Red Sokoto (Maradi) buck of about 30 kg with the breed's glossy mahogany coat. A proven breeder, dewormed and vaccinated against PPR.",
        picture: { icon: 'goat' },
      },
      {
        slug: 'west-african-dwarf-doe',
        name: 'West African Dwarf doe',
        priceNaira: 75_000,
        description:
          'An 18-month-old West African Dwarf doe that has already kidded once. The breed is small, hardy and tolerant of trypanosomiasis, so it thrives in a backyard pen.',
        picture: { icon: 'goat', count: 2 },
      },
      {
        slug: 'sahel-buck',
        name: 'Sahel buck',
        priceNaira: 135_000,
        description:
          'A tall, long-legged Sahel buck of about 40 kg, the breed northern herders favour for meat. Ideal for a celebration or to add size to a local flock.',
        picture: { icon: 'goat', count: 3 },
      },
      {
        slug: 'yankasa-ram',
        name: 'Yankasa ram',
        priceNaira: 240_000,
        description:
          'A two-year-old Yankasa ram, white with a black face, of around 45 kg. Fattened on our own maize and cowpea hay, a favourite for Sallah.',
        picture: { icon: 'ram' },
      },
      {
        slug: 'balami-ram',
        name: 'Balami ram',
        priceNaira: 420_000,
        description:
          'A big all-white Balami ram of about 70 kg live weight, the largest of the Sahel sheep breeds. Hand-fed for three months before sale and checked by our vet.',
        picture: { icon: 'ram', count: 2 },
      },
      {
        slug: 'uda-ewe',
        name: 'Uda ewe',
        priceNaira: 165_000,
        description:
          "An Uda ewe of about 35 kg with the breed's two-tone coat, dark in front and white behind. A good mother to start a flock with, sold in lamb when we have one.",
        picture: { icon: 'ewe' },
      },
    ],
  },
  {
    name: 'Poultry',
    stock: 60,
    lowStockThreshold: 10,
    products: [
      {
        slug: 'day-old-broiler-chick',
        name: 'Day-old broiler chick',
        priceNaira: 1_450,
        description:
          "An Arbor Acres broiler chick from a certified hatchery, vaccinated against Marek's disease before it leaves. With good feed it reaches 2.5 kg in about six weeks.",
        picture: { icon: 'front-facing-baby-chick' },
      },
      {
        slug: 'day-old-layer-chick',
        name: 'Day-old layer chick',
        priceNaira: 1_850,
        description:
          "An Isa Brown pullet chick, sexed female and vaccinated against Marek's disease at the hatchery. She starts laying at about 19 weeks and keeps on for over a year.",
        picture: { icon: 'baby-chick' },
      },
      {
        slug: 'day-old-noiler-chick',
        name: 'Day-old Noiler chick',
        priceNaira: 1_250,
        description:
          'The dual-purpose Noiler, bred in Nigeria for free-range keeping. It forages well, takes the heat and reaches table weight in about four months.',
        picture: { icon: 'hatching-chick' },
      },
      {
        slug: 'live-broiler-chicken',
        name: 'Live broiler chicken',
        priceNaira: 13_500,
        description:
          'A six-week broiler of 2.5 to 3 kg live weight, raised on deep litter on our own feed mix. Delivered live in a ventilated crate.',
        picture: { icon: 'chicken' },
      },
      {
        slug: 'point-of-lay-pullet',
        name: 'Point-of-lay pullet',
        priceNaira: 9_800,
        description:
          'An 18-week Isa Brown pullet, fully vaccinated and about to start laying. Ten of them fill close to a crate of eggs every four days.',
        picture: { icon: 'chicken', count: 3 },
      },
      {
        slug: 'spent-layer-hen',
        name: 'Spent layer hen',
        priceNaira: 7_500,
        description:
          'A hen retired from our laying house at about 80 weeks, around 1.8 kg and firm-fleshed. Her tougher, tastier meat is the one many cooks prefer for pepper soup and stew.',
        picture: { icon: 'chicken', count: 2 },
      },
      {
        slug: 'local-cockerel',
        name: 'Local cockerel',
        priceNaira: 14_000,
        description:
          'A free-range native cockerel of about eight months, raised scratching around the farm. Leaner and richer in flavour than a broiler: the bird for a festive stew.',
        picture: { icon: 'rooster' },
      },
      {
        slug: 'turkey-hen',
        name: 'Turkey hen (live)',
        priceNaira: 60_000,
        description:
          'A Bronze turkey hen of about 7 kg live weight, reared for 28 weeks. A good size for a family Christmas table.',
        picture: { icon: 'turkey' },
      },
      {
        slug: 'turkey-tom',
        name: 'Turkey tom (live)',
        priceNaira: 110_000,
        stock: 4,
        description:
          'A heavy Bronze tom of 12 to 14 kg, raised on open range and finished on grain. Enough meat for a wedding or a large party.',
        picture: { icon: 'turkey', count: 2 },
      },
      {
        slug: 'guinea-fowl',
        name: 'Guinea fowl (live)',
        priceNaira: 13_000,
        description:
          'A grey-speckled guinea fowl of about 1.5 kg that ranges free on the farm by day. Its dark, gamey meat is prized for pepper soup and roasting.',
        picture: { icon: 'blackbird' },
      },
      {
        slug: 'muscovy-duck',
        name: 'Muscovy duck (live)',
        priceNaira: 17_000,
        description:
          'A Muscovy drake of about 4 kg, the quiet, red-faced duck kept across West Africa. Its lean, dark meat roasts beautifully.',
        picture: { icon: 'duck' },
      },
      {
        slug: 'domestic-goose',
        name: 'Domestic goose (live)',
        priceNaira: 38_000,
        description:
          'A grey goose of about 6 kg, grazed on grass around the farm. Geese also make fine guards, raising the alarm when strangers come near.',
        picture: { icon: 'goose' },
      },
    ],
  },
  {
    name: 'Eggs',
    stock: 80,
    lowStockThreshold: 10,
    products: [
      {
        slug: 'crate-of-eggs-large',
        name: 'Crate of eggs, large (30)',
        priceNaira: 6_300,
        description:
          'Thirty large brown eggs from our Isa Brown layers, collected the same morning and graded by weight. Kept cool, they stay fresh for three weeks.',
        picture: { icon: 'egg', count: 3 },
      },
      {
        slug: 'crate-of-eggs-medium',
        name: 'Crate of eggs, medium (30)',
        priceNaira: 5_700,
        description:
          'Thirty medium eggs from our younger pullets: smaller shells, the same rich yolks. Good value for bakers and big households.',
        picture: { icon: 'egg', count: 2 },
      },
      {
        slug: 'fertile-noiler-eggs',
        name: 'Fertile Noiler eggs (30)',
        priceNaira: 13_500,
        stock: 6,
        description:
          'Fertile eggs from our Noiler breeding flock, with one cockerel to every ten hens. Set them in an incubator within seven days of collection for the best hatch.',
        picture: { icon: 'nest-with-eggs' },
      },
      {
        slug: 'turkey-eggs',
        name: 'Turkey eggs (6)',
        priceNaira: 5_400,
        description:
          "Six speckled turkey eggs, each about twice the size of a hen's egg. Rich and creamy, excellent for baking.",
        picture: { icon: 'egg' },
      },
      {
        slug: 'duck-eggs',
        name: 'Duck eggs (12)',
        priceNaira: 6_000,
        description:
          'A dozen Muscovy duck eggs with thick white shells and large yolks. Bakers like them for taller, fluffier cakes.',
        picture: { icon: 'nest-with-eggs', count: 2 },
      },
      {
        slug: 'quail-eggs',
        name: 'Quail eggs (50)',
        priceNaira: 4_500,
        description:
          'Fifty small speckled quail eggs from our quail house, packed in a tray. Boiled and peeled, they are a favourite snack and small-chop garnish.',
        picture: { icon: 'egg', count: 3 },
      },
      {
        slug: 'guinea-fowl-eggs',
        name: 'Guinea fowl eggs (30)',
        priceNaira: 7_800,
        description:
          "Thirty small, hard-shelled guinea fowl eggs, laid in the rainy season by our free-ranging birds. The thick shells keep them fresh longer than hens' eggs.",
        picture: { icon: 'nest-with-eggs', count: 3 },
      },
    ],
  },
  {
    name: 'Meat',
    stock: 30,
    lowStockThreshold: 5,
    products: [
      {
        slug: 'boneless-beef-1kg',
        name: 'Beef, boneless (1 kg)',
        priceNaira: 9_800,
        description:
          'Lean boneless beef from the leg and shoulder, from cattle slaughtered under veterinary inspection. Trimmed, cut on the day of delivery and packed in 1 kg bags.',
        picture: { icon: 'cut-of-meat' },
      },
      {
        slug: 'assorted-beef-1kg',
        name: 'Assorted beef (1 kg)',
        priceNaira: 8_500,
        description:
          'A mix of beef, shaki (tripe), kidney and liver, washed and cut ready for pepper soup or stew. Packed chilled in 1 kg bags.',
        picture: { icon: 'cut-of-meat', count: 2 },
      },
      {
        slug: 'goat-meat-1kg',
        name: 'Goat meat (1 kg)',
        priceNaira: 12_000,
        description:
          'Goat meat with the skin on, singed and cut into stew pieces the way Nigerian cooks like it. From young bucks of our own herd, in 1 kg packs.',
        picture: { icon: 'meat-on-bone' },
      },
      {
        slug: 'ram-meat-1kg',
        name: 'Ram meat (1 kg)',
        priceNaira: 11_000,
        description:
          'Tender mutton from our Yankasa rams, cut into pieces for suya or stew. Delivered chilled in 1 kg packs.',
        picture: { icon: 'meat-on-bone', count: 2 },
      },
      {
        slug: 'whole-dressed-broiler',
        name: 'Whole broiler, dressed',
        priceNaira: 12_500,
        description:
          'A whole broiler slaughtered, plucked and cleaned on the farm, about 1.8 kg ready to cook. Delivered chilled in a sealed bag.',
        picture: { icon: 'poultry-leg', count: 3 },
      },
      {
        slug: 'chicken-drumsticks-1kg',
        name: 'Chicken drumsticks (1 kg)',
        priceNaira: 8_000,
        description:
          'Meaty drumsticks from our broilers, cut and packed in 1 kg bags. Good for grilling, frying or serving with jollof.',
        picture: { icon: 'poultry-leg', count: 2 },
      },
      {
        slug: 'turkey-wings-1kg',
        name: 'Turkey wings (1 kg)',
        priceNaira: 9_000,
        description:
          'Big turkey wings from our own birds, cut at the joints and packed in 1 kg bags. Their thick meat takes a marinade well for roasting or peppered turkey.',
        picture: { icon: 'poultry-leg' },
      },
    ],
  },
  {
    name: 'Crops',
    stock: 40,
    lowStockThreshold: 5,
    products: [
      {
        slug: 'yellow-maize-50kg',
        name: 'Yellow maize (50 kg bag)',
        priceNaira: 38_000,
        description:
          "Dry yellow maize from this season's harvest, shelled and sun-dried below 13% moisture. Good for pap (ogi), tuwo or poultry feed.",
        picture: { icon: 'ear-of-corn', count: 3 },
      },
      {
        slug: 'fresh-maize-cobs',
        name: 'Fresh maize cobs (10)',
        priceNaira: 3_500,
        description:
          'Ten tender green maize cobs picked on the morning of delivery. Roast them over charcoal or boil them to eat with ube.',
        picture: { icon: 'ear-of-corn' },
      },
      {
        slug: 'yam-tubers-5',
        name: 'Yams, 5 medium tubers',
        priceNaira: 22_000,
        description:
          'Five white yam tubers of about 2 kg each, harvested and cured on the farm. Firm, floury flesh for pounded yam, porridge or frying.',
        picture: { icon: 'potato', count: 3 },
      },
      {
        slug: 'yam-tuber-large',
        name: 'Yam tuber, large',
        priceNaira: 6_500,
        description:
          'A single large white yam of 4 to 5 kg, what Abuja markets call a big tuber. It keeps for weeks in a cool, dry place.',
        picture: { icon: 'potato' },
      },
      {
        slug: 'honey-beans-25kg',
        name: 'Honey beans, oloyin (25 kg bag)',
        priceNaira: 52_000,
        description:
          'Sweet brown honey beans (oloyin), cleaned and stored in hermetic bags, so they are free of weevils without any chemicals. They cook soft quickly for ewa agoyin or porridge.',
        picture: { icon: 'beans' },
      },
      {
        slug: 'white-beans-50kg',
        name: 'White beans (50 kg bag)',
        priceNaira: 88_000,
        description:
          'Cream-white cowpeas grown on our own plots, sorted by hand and stored in hermetic bags. The beans for akara and moi moi.',
        picture: { icon: 'beans', count: 3 },
      },
      {
        slug: 'fresh-ginger-1kg',
        name: 'Fresh ginger (1 kg)',
        priceNaira: 3_800,
        description:
          'Fresh ginger of the hot, aromatic southern Kaduna type, washed and ready to grate. For tea, zobo and pepper soup.',
        picture: { icon: 'ginger-root' },
      },
      {
        slug: 'dried-split-ginger-5kg',
        name: 'Dried split ginger (5 kg)',
        priceNaira: 21_000,
        stock: 3,
        description:
          'Ginger split and sun-dried on raised racks, the form zobo makers and spice millers buy. Low in moisture, so the 5 kg bag stores for months.',
        picture: { icon: 'ginger-root', count: 3 },
      },
      {
        slug: 'shelled-groundnuts-10kg',
        name: 'Groundnuts, shelled (10 kg)',
        priceNaira: 24_000,
        description:
          "Red-skinned groundnuts from this season's harvest, shelled and sorted by hand. Roast them, or grind them for kuli-kuli and groundnut soup.",
        picture: { icon: 'peanuts' },
      },
    ],
  },
  {
    name: 'Vegetables',
    stock: 50,
    lowStockThreshold: 8,
    products: [
      {
        slug: 'tomatoes-paint-bucket',
        name: 'Tomatoes (4 L paint bucket)',
        priceNaira: 5_500,
        description:
          'Firm Roma tomatoes from our drip-irrigated plot, picked red-ripe and measured in the 4-litre paint bucket of Abuja markets. Made for stew and jollof.',
        picture: { icon: 'tomato', count: 3 },
      },
      {
        slug: 'scotch-bonnet-pepper-1kg',
        name: 'Scotch bonnet pepper, ata rodo (1 kg)',
        priceNaira: 4_500,
        description:
          'Fiery, fragrant scotch bonnet peppers (ata rodo), picked red and orange. The pepper that gives Nigerian stew its heat.',
        picture: { icon: 'hot-pepper', count: 3 },
      },
      {
        slug: 'tatashe-1kg',
        name: 'Red bell pepper, tatashe (1 kg)',
        priceNaira: 3_800,
        description:
          'Sweet red tatashe peppers, thick-walled and glossy. Blend them with tomatoes for a deep red stew base.',
        picture: { icon: 'bell-pepper' },
      },
      {
        slug: 'ugu-leaves',
        name: 'Ugu leaves (bundle)',
        priceNaira: 1_200,
        description:
          'A generous bundle of fluted pumpkin leaves (ugu), cut in the morning and kept moist. For edikang ikong, egusi soup and vegetable sauce.',
        picture: { icon: 'leafy-green' },
      },
      {
        slug: 'spinach-efo-tete',
        name: 'Spinach, efo tete (bundle)',
        priceNaira: 1_000,
        description:
          'Green amaranth (efo tete), the Nigerian spinach, pulled young with tender stems. For efo riro or to add colour to any stew.',
        picture: { icon: 'leafy-green', count: 2 },
      },
      {
        slug: 'okra-1kg',
        name: 'Okra (1 kg)',
        priceNaira: 2_800,
        description:
          'Young, tender okra pods picked small so they draw well in soup. About 80 pods to the kilo.',
        picture: { icon: 'pea-pod', count: 3 },
      },
      {
        slug: 'onions-5kg',
        name: 'Onions (5 kg bag)',
        priceNaira: 7_500,
        description:
          'Red onions from the dry-season harvest, cured until the skins are papery so they keep for weeks. Sold in a 5 kg net bag.',
        picture: { icon: 'onion', count: 3 },
      },
      {
        slug: 'garlic-1kg',
        name: 'Garlic (1 kg)',
        priceNaira: 6_000,
        description:
          'Plump white garlic bulbs, dried and trimmed. A strong flavour for marinades, suya spice and stews.',
        picture: { icon: 'garlic' },
      },
      {
        slug: 'cucumbers-5',
        name: 'Cucumbers (5)',
        priceNaira: 2_500,
        description:
          'Five crisp, dark-green cucumbers about 25 cm long, picked the day before delivery. For salads and fresh juice.',
        picture: { icon: 'cucumber' },
      },
      {
        slug: 'carrots-1kg',
        name: 'Carrots (1 kg)',
        priceNaira: 2_800,
        description:
          'Sweet, crunchy carrots, washed with the tops cut off. For salads, fried rice and juice.',
        picture: { icon: 'carrot', count: 3 },
      },
      {
        slug: 'garden-eggs-1kg',
        name: 'Garden eggs (1 kg)',
        priceNaira: 2_500,
        description:
          'White and green garden eggs (African eggplant), firm and pleasantly bitter. Eat them raw with groundnut paste or cook them into garden egg sauce.',
        picture: { icon: 'eggplant', count: 2 },
      },
    ],
  },
];
