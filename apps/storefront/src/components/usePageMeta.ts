import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { site } from '../site';

/** What a link preview (Open Graph) shows beyond the title and description. */
export interface OpenGraphExtras {
  /** `website` unless the page shows one thing, such as a `product`. */
  type?: 'website' | 'product';
  /** A picture of what the page shows; relative addresses are made absolute. */
  image?: string | null;
}

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

/**
 * Names the page in the tab, history and search results (`title | farm name`) and describes it, for search
 * engines and for the Open Graph preview of a shared link. A single-page app sets these as each page shows,
 * which previews that run the page's script read.
 */
export function usePageMeta(title: string, description: string, openGraph: OpenGraphExtras = {}) {
  const { pathname } = useLocation();
  const { type = 'website', image } = openGraph;
  useEffect(() => {
    const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', new URL(pathname, window.location.origin).href);
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : undefined);
  }, [title, description, type, image, pathname]);
}
