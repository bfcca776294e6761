import { LinkButton } from '@farmkit/ui/button';
import { paths } from '../../paths';
import { site } from '../../site';
import { siteLanding } from '../../site/landing';
import { FarmScene } from './FarmScene';
import './LandingHero.css';

/** The page's opening: who the farm is, and the way into the store. */
export function LandingHero() {
  const { hero } = siteLanding;
  return (
    <section className="landing-hero site-container" aria-labelledby="landing-hero-title">
      <div className="landing-hero-text">
        <p className="landing-hero-kicker">{site.location}</p>
        <h1 id="landing-hero-title" className="landing-hero-title">
          {hero.title}
        </h1>
        <p className="landing-hero-lead">{hero.lead}</p>
        <LinkButton href={paths.home}>{hero.storeButton}</LinkButton>
      </div>
      <FarmScene />
    </section>
  );
}
