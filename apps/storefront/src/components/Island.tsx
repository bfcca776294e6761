import type { ComponentType } from 'react';
import { ISLAND_PROPS_ATTRIBUTE } from '../islands';
import { useServerPage } from './serverPage';

interface IslandProps<Props extends object> {
  /** Its key in the page's island set (islandSets.ts), unique on the page. */
  name: string;
  component: ComponentType<Props>;
  /** What it is given: JSON, since the browser reads it from the page. */
  props?: Props;
}

/**
 * A part of a server-rendered page that the browser hydrates on its own (islands.tsx), while the rest of the page
 * stays the server's HTML and downloads no code. On the server it is rendered on its own too, in its set's frame,
 * so that its HTML is exactly what its hydration expects; in the app (a page reached by a link) it renders in place.
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  const serverPage = useServerPage();
  const element = <Component {...(props ?? ({} as Props))} />;
  const propsAttribute = props && { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  if (!serverPage) {
    return (
      <div data-island={name} {...propsAttribute}>
        {element}
      </div>
    );
  }
  serverPage.hasIslands = true;
  return (
    <div
      data-island={name}
      {...propsAttribute}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own escaped rendering of the island.
      dangerouslySetInnerHTML={{ __html: serverPage.renderIsland(element, name) }}
    />
  );
}
