import { Island } from '../../components/Island';
import { landingIslandParts } from './islandParts';

export type LandingIslandName = keyof typeof landingIslandParts;

/** One of the landing page's islands (islandParts.ts), by name. */
export const LandingIsland = ({ name }: { name: LandingIslandName }) => (
  <Island name={name} component={landingIslandParts[name]} />
);
