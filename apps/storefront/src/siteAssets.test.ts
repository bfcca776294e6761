import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteBanners } from './site/banners';
import { siteLanding } from './site/landing';

/** Every `new URL('./assets/…', import.meta.url)` of the site configuration, with where it sits in it. */
function fileUrls(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return value.startsWith('file:') ? [[at, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fileUrls(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => fileUrls(item, `${at}.${key}`));
  }
  return [];
}

describe('site configuration', () => {
  // Vite leaves an address to a missing file as it is, so the page would show a broken picture.
  it('names only pictures that are shipped', () => {
    const pictures = Object.entries({ siteLanding, siteBanners }).flatMap(([name, value]) =>
      fileUrls(value, name),
    );
    expect(pictures.map(([at]) => at)).toContain('siteLanding.livestock.animals[0].picture');
    expect(pictures.map(([at]) => at)).toContain('siteBanners.slides[0].image');
    expect(pictures.map(([at]) => at)).toContain('siteBanners.firstOrderOffer.image');
    const missing = pictures.filter(([, url]) => !existsSync(fileURLToPath(url)));
    expect(missing).toEqual([]);
  });
});
