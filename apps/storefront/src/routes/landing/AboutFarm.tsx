import { LinkButton } from '@farmkit/ui/button';
import { VisuallyHidden } from 'react-aria-components';
import { site } from '../../site';
import { siteLanding } from '../../site/landing';
import { LandingSection } from './LandingSection';
import './AboutFarm.css';

/** The about section (the top bar's About): the farm, where it is, and directions to it. */
export function AboutFarm() {
  const { about } = siteLanding;
  return (
    <LandingSection id="content" title={about.title}>
      <div className="about-farm">
        <p className="about-farm-text">{about.text}</p>
        <div className="about-farm-location">
          <svg className="about-farm-pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z" />
            <circle cx="12" cy="10" r="2.5" />
          </svg>
          <div className="about-farm-address">
            <p className="about-farm-address-label">{about.addressLabel}</p>
            <p>{about.address}</p>
          </div>
          {/* The maps service opens in a tab of its own, so the shop stays where the visitor left it. */}
          <LinkButton href={site.directionsUrl} target="_blank" rel="noopener noreferrer">
            {about.directionButton}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            <svg className="about-farm-external" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" />
            </svg>
          </LinkButton>
        </div>
      </div>
    </LandingSection>
  );
}
