/**
 * Renders the landing page's pictures: Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji), the
 * same artwork as the API's seed catalogue, staged as small scenes. Writes every livestock picture and
 * service icon that src/site/landing.ts names under src/assets/landing/. A farm with photos of its own points
 * src/site/landing.ts at them instead and never runs this. Run with `npm run landing:images -w @farmkit/storefront`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearIDCache, getIconData, iconToHTML, iconToSVG, replaceIDs } from '@iconify/utils';
import { icons } from '@iconify-json/fluent-emoji';
import { siteLanding } from '../src/site/landing.ts';

/** An emoji and where it stands in the scene: x, y and size, in the scene's units. */
type Figure = [icon: string, x: number, y: number, size: number];

/** A 4:3 pasture for each animal of the carousel (by file name), back to front. */
const LIVESTOCK_WIDTH = 480;
const LIVESTOCK_HEIGHT = 360;
const livestock: Record<string, Figure[]> = {
  'chicks-and-chickens': [
    ['rooster', 60, 50, 230],
    ['baby-chick', 262, 168, 130],
    ['baby-chick', 350, 190, 100],
  ],
  turkeys: [
    ['turkey', 40, 70, 210],
    ['turkey', 220, 96, 220],
  ],
  'guinea-fowls': [
    ['blackbird', 60, 86, 190],
    ['blackbird', 226, 96, 200],
  ],
  ducks: [
    ['duck', 56, 90, 180],
    ['duck', 230, 110, 190],
  ],
  cows: [['cow', 100, 44, 280]],
  goats: [
    ['goat', 40, 80, 200],
    ['goat', 226, 88, 214],
  ],
  geese: [
    ['goose', 50, 70, 200],
    ['goose', 236, 86, 206],
  ],
  sheep: [
    ['ewe', 36, 86, 196],
    ['ewe', 236, 80, 210],
  ],
};

/** One emoji per service card (by file name); the card draws the disc behind it. */
const SERVICE_SIZE = 96;
const services: Record<string, string> = {
  vegetables: 'leafy-green',
  eggs: 'egg',
  delivery: 'delivery-truck',
  meat: 'cut-of-meat',
};

/** Each distinct emoji once, as a symbol, so a pair costs no more bytes than one. */
function symbols(figures: Figure[]): { defs: string; uses: string } {
  const ids = new Map<string, string>();
  let defs = '';
  for (const [icon] of figures) {
    if (ids.has(icon)) continue;
    const data = getIconData(icons, icon);
    if (!data) throw new Error(`No Fluent Emoji named "${icon}"`);
    const { attributes, body } = iconToSVG(data);
    const id = `fk-${icon}`;
    ids.set(icon, id);
    // Different emoji reuse the same gradient and mask ids: renamed, two of them can share one file.
    defs += `<symbol id="${id}" viewBox="${attributes.viewBox}">${replaceIDs(body)}</symbol>`;
  }
  const uses = figures
    .map(
      ([icon, x, y, size]) =>
        `<use href="#${ids.get(icon)}" x="${x}" y="${y}" width="${size}" height="${size}"/>`,
    )
    .join('');
  return { defs, uses };
}

function renderPasture(figures: Figure[]): string {
  const { defs, uses } = symbols(figures);
  const scene = [
    '<defs><linearGradient id="fk-sky" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#eef7ea"/><stop offset="1" stop-color="#dcefd3"/></linearGradient>',
    `${defs}</defs>`,
    `<rect width="${LIVESTOCK_WIDTH}" height="${LIVESTOCK_HEIGHT}" fill="url(#fk-sky)"/>`,
    '<path d="M0 250c90-30 190-36 290-18s140 14 190 2v126H0Z" fill="#b9dca8"/>',
    '<path d="M0 290c120-22 260-24 480-4v74H0Z" fill="#9ccc88"/>',
    '<ellipse cx="240" cy="312" rx="190" ry="16" fill="#2d4a1e" opacity="0.12"/>',
    uses,
  ].join('');
  return svg(scene, LIVESTOCK_WIDTH, LIVESTOCK_HEIGHT);
}

function renderIcon(icon: string): string {
  const { defs, uses } = symbols([[icon, 0, 0, SERVICE_SIZE]]);
  return svg(`<defs>${defs}</defs>${uses}`, SERVICE_SIZE, SERVICE_SIZE);
}

const svg = (body: string, width: number, height: number) =>
  `${iconToHTML(body, { width: String(width), height: String(height), viewBox: `0 0 ${width} ${height}` })}\n`;

/** Renders the picture that `url` (a file URL in src/site/landing.ts) names, by its file name. */
async function write(url: string, render: (name: string) => string | undefined) {
  const file = fileURLToPath(url);
  const name = basename(file, '.svg');
  clearIDCache();
  const content = render(name);
  if (content === undefined)
    throw new Error(`No artwork for "${name}": add it to this script or ship a picture`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

const { livestock: animals, services: cards } = siteLanding;
for (const { picture } of animals.animals) {
  await write(picture, (name) => (livestock[name] ? renderPasture(livestock[name]) : undefined));
}
for (const { picture } of cards.cards) {
  await write(picture, (name) => (services[name] ? renderIcon(services[name]) : undefined));
}
console.log(`Rendered ${animals.animals.length + cards.cards.length} landing pictures`);
