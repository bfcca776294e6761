// The script of a page made of islands (islandSets.ts): it hydrates each island on its own and leaves the rest of
// the page as the server's HTML, so the page downloads React and its islands, not the app (boot.ts).
import { restoreSession } from '@farmkit/session';
import { Fragment, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandSet } from './islandSet';

/** Where an island's props wait in the page for the browser (components/Island.tsx). */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** The islands of the page that have hydrated, of `expected`. */
const progress = { hydrated: new Set<string>(), expected: 0 };

/** Marks the document once every island answers, as RootLayout does for a whole page (e2e waits for it). */
function MarkHydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    progress.hydrated.add(name);
    if (progress.hydrated.size === progress.expected) document.documentElement.dataset.hydrated = '';
  }, [name]);
  return children;
}

export function hydrateIslands({ islands, Frame = Fragment, setUp }: IslandSet) {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  progress.expected = elements.length;

  // Islands showing the account (Login, the cart's count) need the session: it comes back through the httpOnly
  // refresh cookie.
  void restoreSession();
  setUp?.();

  for (const element of elements) {
    const name = element.dataset.island ?? '';
    const Component = islands[name];
    if (!Component) throw new Error(`The page has an island "${name}" that its island set does not know`);
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    // The server rendered it on its own, in the same frame, with its name as the prefix of its ids.
    hydrateRoot(
      element,
      <Frame>
        <MarkHydrated name={name}>
          <Component {...props} />
        </MarkHydrated>
      </Frame>,
      { identifierPrefix: name },
    );
  }
}
