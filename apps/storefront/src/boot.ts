// The script of a server-rendered page (serverHtml.ts), asked for once the page has painted: the page reads without
// it, and on a slow line its code no longer shares the line with what the page shows. A page of islands (the
// landing page and the catalogue, marked with their set by serverHtml.ts) hydrates only them; any other, the whole
// app.
import { type IslandSetName, islandSets } from './islandSets';

const loadIslandSet = islandSets[document.getElementById('root')?.dataset.islands as IslandSetName];

async function start() {
  if (!loadIslandSet) {
    await import('./main');
    return;
  }
  const [{ hydrateIslands }, { default: set }] = await Promise.all([import('./islands'), loadIslandSet()]);
  hydrateIslands(set);
}

requestAnimationFrame(() => setTimeout(() => void start()));
