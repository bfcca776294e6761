/**
 * Renders the seed catalogue's product pictures: Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji)
 * on a rounded square tinted by category, so the shop shows something like product photos out of the box.
 * Writes seed-images/products/<slug>.svg for every seed product and removes pictures of products no longer
 * in the catalogue. Run with `npm run seed:images -w @farmkit/api` after changing the catalogue.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { icons } from '@iconify-json/fluent-emoji';
import { catalogue, type SeedProduct } from '../src/db/seed/catalogue.js';
import { productImagesDir } from '../src/paths.js';

const SIZE = 400;

/** Background gradient (top, bottom) per category: pale enough for any emoji to stand out. */
const TINTS: Record<string, [string, string]> = {
  Livestock: ['#f6eee3', '#e9dac6'],
  Poultry: ['#fff6dc', '#fbe8b5'],
  Eggs: ['#fdf5ec', '#f2e2cf'],
  Meat: ['#fcebe8', '#f4d3ce'],
  Crops: ['#f8f1de', '#ecdfba'],
  Vegetables: ['#eaf6e5', '#d3ebc9'],
};

/** Where each copy of the emoji goes for a group of 1, 2 or 3: x, y and size, back to front. */
const PLACEMENTS: Record<1 | 2 | 3, [number, number, number][]> = {
  1: [[84, 70, 232]],
  2: [
    [48, 62, 196],
    [156, 118, 196],
  ],
  3: [
    [42, 58, 172],
    [186, 58, 172],
    [106, 136, 188],
  ],
};

function renderPicture(product: SeedProduct, tint: [string, string]): string {
  const icon = getIconData(icons, product.picture.icon);
  if (!icon) throw new Error(`No Fluent Emoji named "${product.picture.icon}" (product ${product.slug})`);
  const { attributes, body } = iconToSVG(icon);

  // The emoji is drawn once as a symbol and placed with <use>, so a group costs no more bytes than one.
  const copies = PLACEMENTS[product.picture.count ?? 1]
    .map(([x, y, size]) => `<use href="#fk-emoji" x="${x}" y="${y}" width="${size}" height="${size}"/>`)
    .join('');

  const scene = [
    '<defs><linearGradient id="fk-bg" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${tint[0]}"/><stop offset="1" stop-color="${tint[1]}"/>`,
    `</linearGradient><symbol id="fk-emoji" viewBox="${attributes.viewBox}">${body}</symbol></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="48" fill="url(#fk-bg)"/>`,
    '<ellipse cx="200" cy="330" rx="128" ry="18" fill="#3b2a1a" opacity="0.1"/>',
    copies,
  ].join('');

  return `${iconToHTML(scene, {
    width: String(SIZE),
    height: String(SIZE),
    viewBox: `0 0 ${SIZE} ${SIZE}`,
    role: 'img',
    'aria-label': product.name,
  })}\n`;
}

await mkdir(productImagesDir, { recursive: true });
const written = new Set<string>();
for (const category of catalogue) {
  const tint = TINTS[category.name];
  if (!tint) throw new Error(`No background tint for category "${category.name}"`);
  for (const product of category.products) {
    const file = `${product.slug}.svg`;
    await writeFile(join(productImagesDir, file), renderPicture(product, tint));
    written.add(file);
  }
}
for (const file of await readdir(productImagesDir)) {
  if (file.endsWith('.svg') && !written.has(file)) await rm(join(productImagesDir, file));
}
console.log(`Rendered ${written.size} product pictures into ${productImagesDir}`);
