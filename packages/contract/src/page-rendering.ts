// What the API process and the shop's server renderer (apps/storefront/src/entry-server.tsx) agree on: the API
// loads the renderer and asks it for each page; the renderer asks the API for the page's data.

/** A GET to the API, answered in the same process as if the shopper had sent it. */
export type CallApi = (url: string) => Promise<{ statusCode: number; body: string }>;

/** One chunk of Vite's build manifest (`build.manifest`), keyed there by its source file. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface PageRendererOptions {
  /** The built index.html. */
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** The shop's public address, which canonical and preview links start with. */
  origin: string;
}

export type RenderedPage<Body> =
  /** The app shell (index.html), for the browser to render: signed-in areas, forms, unknown addresses. */
  | { kind: 'shell'; status: number }
  /** The page's HTML, as it is rendered. */
  | { kind: 'html'; status: number; body: Body }
  /** The address leads elsewhere (the search form sent without the app leads to its results). */
  | { kind: 'redirect'; status: number; location: string };

export type RenderPage<Body> = (url: string, callApi: CallApi) => Promise<RenderedPage<Body>>;

/** What the renderer's module exports. */
export type CreatePageRenderer<Body> = (options: PageRendererOptions) => RenderPage<Body>;
