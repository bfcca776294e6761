// The HTML around a server-rendered page: the built index.html, its page meta replaced by the page's own, the
// chunks and styles of the page's areas linked, and the page's data handed to the browser.
import type { MoneyFormat, PageRendererOptions } from '@farmkit/contract';
import type { PageHead } from './components/serverPage';
import { escapeHtml } from './escapeHtml';
import { moneyFormatAttributes } from './pageMoneyFormat';

/** The element holding the server's react-query data, read by main.tsx before it hydrates. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** The script of a server-rendered page, in place of index.html's entry. */
const BOOT = 'src/boot.ts';

type ShopShell = Pick<PageRendererOptions, 'template' | 'manifest'>;
type ManifestChunk = ShopShell['manifest'][string];

const PAGE_META = /<!--page-meta[^>]*-->[\s\S]*?<!--\/page-meta-->/;
const ROOT = '<div id="root"></div>';

/** JSON inside a <script>: no `</script>` or `<!--` can end or change it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's own head: title, description, link preview, canonical address and schema.org data. */
export function headTags(head: PageHead): string {
  const meta = (attribute: string, key: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:type', head.openGraphType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    head.structuredData
      ? `<script type="application/ld+json" id="page-structured-data">${scriptJson(head.structuredData)}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** Every chunk `sources` load, and what those import, in the manifest. */
export function chunksOf(manifest: ShopShell['manifest'], sources: string[]): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen.values()];
}

export function splitShell({ template, manifest }: ShopShell) {
  if (!PAGE_META.test(template) || !template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error('index.html lacks the page-meta block, the root element or its head');
  }
  const [shellHead, tail] = template.split(ROOT) as [string, string];
  // A rendered page reads without its script, which only makes it interactive: boot.ts asks for the app once
  // the page has painted, so on a slow line its few hundred KB do not share the line with what the page shows.
  const entry = manifest['index.html']?.file;
  const boot = manifest[BOOT]?.file;
  if (!entry || !boot) throw new Error(`The build manifest lacks index.html or ${BOOT}`);
  const entryScript = new RegExp(
    `<script type="module"[^>]* src="/${entry.replace(/[.]/g, '\\.')}"></script>`,
  );
  if (!entryScript.test(shellHead)) throw new Error(`index.html does not load its entry ${entry}`);
  const head = shellHead
    .replace(entryScript, () => `<script type="module" src="/${boot}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  // What index.html loads already (the app's entry) is never linked twice.
  const inShell = new Set(chunksOf(manifest, ['index.html']));

  return {
    /** The stylesheets `areas` need beyond the entry's: the page waits for them before it paints. */
    linksOf(areas: string[]): string {
      const chunks = chunksOf(manifest, [...new Set(areas)]).filter((chunk) => !inShell.has(chunk));
      return chunks
        .flatMap((chunk) => chunk.css ?? [])
        .map((css) => `<link rel="stylesheet" href="/${css}" />`)
        .join('\n    ');
    },
    /**
     * Everything up to the app: the head with the page's tags and links. `islands`: the browser hydrates only the
     * page's islands, of this set (boot.ts), not the whole page, written in the shop's money `format`
     * (pageMoneyFormat.ts).
     */
    before: (
      pageHead: string | undefined,
      links: string,
      { islands, format }: { islands?: string | undefined; format?: MoneyFormat | undefined } = {},
    ) =>
      `${(pageHead === undefined ? head : head.replace(PAGE_META, () => pageHead)).replace('</head>', () => `  ${links}\n  </head>`)}<div id="root"${islands ? ` data-islands="${escapeHtml(islands)}"${format ? moneyFormatAttributes(format) : ''}` : ''}>`,
    /** Everything after the app: first the page's data, without which the browser renders the page afresh. */
    after: (queryState: unknown) =>
      queryState === undefined
        ? `</div>${tail}`
        : `</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptJson(queryState)}</script>${tail}`,
  };
}
