import { siteLanding } from '../../site/landing';
import { LandingSection } from './LandingSection';

/** The farm's promise about how it farms, on a band of its own. */
export function SustainabilityStatement() {
  const { sustainability } = siteLanding;
  return <LandingSection tone="band" title={sustainability.title} intro={sustainability.text} />;
}
