/**
 * Writes src/assets/fonts/inter-naira-wght.woff2: the naira sign (₦) of Inter, alone, from the font's Latin
 * Extended file. Every price shows ₦, which Inter keeps in that 84 KB file of accented letters; this 1 KB file
 * stands in for it (src/styles/fonts.css). Run after an Inter upgrade: `npm run fonts:naira -w @farmkit/storefront`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const target = fileURLToPath(new URL('../src/assets/fonts/inter-naira-wght.woff2', import.meta.url));

const naira = await subsetFont(await readFile(source), '₦', { targetFormat: 'woff2' });
await writeFile(target, naira);
console.log(`${target}: ${naira.length} bytes`);
