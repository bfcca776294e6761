#!/usr/bin/env node
/**
 * Drops the stylesheet imports (`import './Button.css';`) that tsc copies from the sources into dist's .d.ts
 * files. The JavaScript keeps them, which is how a consumer's bundler gets the styles; in a declaration file
 * they only name a module with no types, which TypeScript consumers (and attw) cannot resolve.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIST = 'dist';
const STYLE_IMPORT = /^import\s+['"][^'"]+\.css['"];?\r?\n/gm;

for (const file of readdirSync(DIST, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const declarations = path.join(DIST, file);
  const text = readFileSync(declarations, 'utf8');
  const stripped = text.replace(STYLE_IMPORT, '');
  if (stripped !== text) writeFileSync(declarations, stripped);
}
