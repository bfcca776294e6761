import { useEffect } from 'react';
import { site } from '../site';

/** Names the page in the tab, history and search results: `title | farm name`, and its meta description. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title === site.name ? title : `${title} | ${site.name}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
