import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../site';
import { type PageHead, useServerPage } from './serverPage';

/** What a link preview (Open Graph) and a search result show beyond the title and description. */
export interface OpenGraphExtras {
  /** `website` unless the page shows one thing, such as a `product`. */
  type?: 'website' | 'product';
  /** A picture of what the page shows; relative addresses are made absolute. */
  image?: string | null;
  /** schema.org data about what the page shows (a JSON-LD object). */
  structuredData?: object;
}

const STRUCTURED_DATA_ID = 'page-structured-data';

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

function setStructuredData(data: object | undefined) {
  let element = document.getElementById(STRUCTURED_DATA_ID);
  if (!data) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('script');
    element.id = STRUCTURED_DATA_ID;
    element.setAttribute('type', 'application/ld+json');
    document.head.append(element);
  }
  element.textContent = JSON.stringify(data);
}

/** The page's head, its addresses made absolute against the shop's `origin`. */
export function pageHead(
  origin: string,
  pathname: string,
  title: string,
  description: string,
  { type = 'website', image, structuredData }: OpenGraphExtras,
): PageHead {
  return {
    title: title === site.name ? title : `${title} | ${site.name}`,
    description,
    openGraphType: type,
    image: image ? new URL(image, origin).href : undefined,
    canonicalUrl: new URL(pathname, origin).href,
    structuredData,
  };
}

/**
 * Names the page in the tab, history and search results (`title | farm name`), describes it for search engines
 * and link previews (Open Graph), gives its canonical address and its schema.org data. Rendered on the server,
 * the page hands these to the HTML's head; in the browser they follow each page as it shows.
 */
export function usePageMeta(title: string, description: string, extras: OpenGraphExtras = {}) {
  const { pathname } = useLocation();
  const serverPage = useServerPage();
  if (serverPage) serverPage.head = pageHead(serverPage.origin, pathname, title, description, extras);

  const { type, image, structuredData } = extras;
  const structuredDataJson = structuredData && JSON.stringify(structuredData);
  useEffect(() => {
    const head = pageHead(window.location.origin, pathname, title, description, {
      type,
      image,
      structuredData: structuredDataJson ? JSON.parse(structuredDataJson) : undefined,
    });
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:type', head.openGraphType);
    setMeta('property', 'og:url', head.canonicalUrl);
    setMeta('property', 'og:image', head.image);
    setCanonical(head.canonicalUrl);
    setStructuredData(head.structuredData);
  }, [title, description, type, image, structuredDataJson, pathname]);
}
