import { site } from '../../site';
import { LandingSection } from './LandingSection';

/** The farm's promise about how it farms, on a band of its own. */
export function SustainabilityStatement() {
  const { sustainability } = site.landing;
  return <LandingSection tone="band" title={sustainability.title} intro={sustainability.text} />;
}
