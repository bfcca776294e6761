import type { IslandSet } from '../../islandSet';
import { listenForDrawer } from './drawerBehaviour';
import { landingIslandParts } from './islandParts';

/** What the landing page hydrates, and the drawer's few lines of script. */
export default { islands: landingIslandParts, setUp: listenForDrawer } satisfies IslandSet;
