import { describe, expect, it } from 'vitest';
import { headTags, QUERY_STATE_ELEMENT_ID, splitShell } from './serverHtml';

const template = `<!doctype html><html><head>
<!--page-meta: replaced--><title>Farm</title><!--/page-meta-->
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-1.js"></head><body><div id="root"></div></body></html>`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'] },
  'src/boot.ts': { file: 'assets/boot-1.js' },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/routes/shop/index.ts': {
    file: 'assets/shop-1.js',
    css: ['assets/shop-1.css'],
    imports: ['_shared.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
};

describe('splitShell', () => {
  const shell = splitShell({ template, manifest });

  it("links an area's styles, and not what the entry loads already", () => {
    const links = shell.linksOf(['src/routes/shop/index.ts']);
    expect(links).toContain('<link rel="stylesheet" href="/assets/shop-1.css" />');
    expect(links).toContain('<link rel="stylesheet" href="/assets/card-1.css" />');
    expect(links).not.toContain('index-1.css');
  });

  it('refuses an area the build does not have', () => {
    expect(() => shell.linksOf(['src/routes/nowhere/index.ts'])).toThrow(/no chunk for src\/routes\/nowhere/);
  });

  it("replaces the template's page meta with the page's own, or keeps it for a page without any", () => {
    expect(shell.before('<title>Eggs | Farm</title>', '')).not.toContain('<title>Farm</title>');
    expect(shell.before('<title>Eggs | Farm</title>', '')).toContain('<title>Eggs | Farm</title>');
    expect(shell.before(undefined, '')).toContain('<title>Farm</title>');
    expect(shell.before(undefined, '').endsWith('<div id="root">')).toBe(true);
  });

  it('tells the browser when it is to hydrate only the islands of the page, and which set they are', () => {
    expect(shell.before(undefined, '', { islands: 'listing' })).toMatch(
      /<div id="root" data-islands="listing">$/,
    );
  });

  it("writes the shop's money on a page of islands, which hydrate without the page's data", () => {
    const format = { currency: 'GHS', locale: 'en-GH' };
    expect(shell.before(undefined, '', { islands: 'listing', format })).toMatch(
      /<div id="root" data-islands="listing" data-currency="GHS" data-locale="en-GH">$/,
    );
    // The whole app hydrates from the page's data, which holds the shop's settings.
    expect(shell.before(undefined, '', { format }).endsWith('<div id="root">')).toBe(true);
  });

  it('asks for the app only through boot.ts, which waits for the first paint', () => {
    const head = shell.before(undefined, '');
    expect(head).toContain('<script type="module" src="/assets/boot-1.js"></script>');
    expect(head).not.toContain('index-1.js');
    expect(head).not.toContain('modulepreload');
  });

  it('hands the data to the browser in a script no value can close early', () => {
    const after = shell.after({ name: '</script><script>alert(1)</script>' });
    expect(after).toContain(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">`);
    expect(after.match(/<\/script>/g)).toHaveLength(1);
    expect(after).toContain('\\u003c/script>');
    expect(shell.after(undefined)).not.toContain(QUERY_STATE_ELEMENT_ID);
  });
});

describe('headTags', () => {
  it('escapes what the page says about itself', () => {
    const tags = headTags({
      title: 'Goats & "kids" <new>',
      description: "The farm's goats",
      openGraphType: 'product',
      canonicalUrl: 'https://shop.example.ng/homepage/view/3',
      structuredData: { name: '</script>' },
    });
    expect(tags).toContain('<title>Goats &amp; &quot;kids&quot; &lt;new&gt;</title>');
    expect(tags).toContain('content="The farm&#39;s goats"');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example.ng/homepage/view/3" />');
    expect(tags).toContain('{"name":"\\u003c/script>"}');
  });
});
