import { siteLanding } from '../../site/landing';
import { LandingSection } from './LandingSection';
import './CropsSection.css';

/** What the farm grows besides its animals. */
export function CropsSection() {
  const { crops } = siteLanding;
  return (
    <LandingSection title={crops.title} intro={crops.text}>
      <ul className="crops-list">
        {crops.items.map((crop) => (
          <li key={crop} className="crops-item">
            {crop}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
