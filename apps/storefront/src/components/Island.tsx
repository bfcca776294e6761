import type { ComponentType } from 'react';
import { useServerPage } from './serverPage';

interface IslandProps {
  /** Its key in the page's islands (islands.tsx), unique on the page. */
  name: string;
  component: ComponentType;
}

/**
 * A part of a server-rendered page that the browser hydrates on its own (islands.tsx), while the rest of the page
 * stays the server's HTML and downloads no code. On the server it is rendered on its own too, so that its HTML
 * is exactly what its hydration expects; in the app (a page reached by a link) it renders in place.
 */
export function Island({ name, component: Component }: IslandProps) {
  const serverPage = useServerPage();
  if (!serverPage) {
    return (
      <div data-island={name}>
        <Component />
      </div>
    );
  }
  serverPage.hasIslands = true;
  return (
    <div
      data-island={name}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped rendering of the island.
      dangerouslySetInnerHTML={{ __html: serverPage.renderIsland(<Component />, name) }}
    />
  );
}
