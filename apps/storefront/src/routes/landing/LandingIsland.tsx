import type { ComponentProps, ComponentType } from 'react';
import { Island } from '../../components/Island';
import { landingIslandParts } from './islandParts';

export type LandingIslandName = keyof typeof landingIslandParts;
type PropsOf<Name extends LandingIslandName> = ComponentProps<(typeof landingIslandParts)[Name]> & object;

/** One of the landing page's islands (islandParts.ts), by name, with the props it is hydrated with. */
export function LandingIsland<Name extends LandingIslandName>({
  name,
  props,
}: {
  name: Name;
  props?: PropsOf<Name>;
}) {
  // The name picks its part, whose props `props` are; TypeScript cannot follow a generic key into the table.
  const component = landingIslandParts[name] as ComponentType<PropsOf<Name>>;
  return <Island<PropsOf<Name>> name={name} component={component} props={props} />;
}
