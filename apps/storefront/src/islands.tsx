// The script of a page made of islands (the landing page): it hydrates each island on its own and leaves the rest
// of the page as the server's HTML, so the page downloads React and its islands, not the app (boot.ts).
import { restoreSession } from '@farmkit/session';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { listenForDrawer } from './routes/landing/drawerBehaviour';
import { landingIslands } from './routes/landing/islands';

const islands: Record<string, ComponentType> = landingIslands;
const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
const hydrated = new Set<string>();

/** Marks the document once every island answers, as RootLayout does for a whole page (e2e waits for it). */
function MarkHydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => {
    hydrated.add(name);
    if (hydrated.size === elements.length) document.documentElement.dataset.hydrated = '';
  }, [name]);
  return children;
}

// Account islands show Login or the store: the session comes back through the httpOnly refresh cookie.
void restoreSession();
listenForDrawer();

for (const element of elements) {
  const name = element.dataset.island ?? '';
  const Component = islands[name];
  if (!Component) throw new Error(`The page has an island "${name}" that islands.tsx does not know`);
  // The server rendered it on its own with its name as the prefix of its ids (entry-server.tsx), as here.
  hydrateRoot(
    element,
    <StrictMode>
      <MarkHydrated name={name}>
        <Component />
      </MarkHydrated>
    </StrictMode>,
    { identifierPrefix: name },
  );
}
