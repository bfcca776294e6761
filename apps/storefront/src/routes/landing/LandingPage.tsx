import { SiteFooter } from '../../components/SiteFooter';
import { useFirstOrderDiscount } from '../../components/useFirstOrderDiscount';
import { usePageMeta } from '../../components/usePageMeta';
import { site } from '../../site';
import { siteLanding } from '../../site/landing';
import { AboutFarm } from './AboutFarm';
import { CropsSection } from './CropsSection';
import { LandingHero } from './LandingHero';
import { LandingIsland } from './LandingIsland';
import { LandingTopBar } from './LandingTopBar';
import { ServicesSection } from './ServicesSection';
import { StoreProducts } from './StoreProducts';
import { SustainabilityStatement } from './SustainabilityStatement';
import './LandingPage.css';

/**
 * `/`: the farm's shop window, its sections in order. Rendered on the server, it is HTML but for its islands, which
 * alone the browser hydrates (islands.tsx).
 */
export function LandingPage() {
  usePageMeta(siteLanding.title, site.description);
  const discount = useFirstOrderDiscount();
  return (
    <>
      <LandingIsland name="signup-banner" props={{ discount }} />
      <LandingTopBar />
      <main id="main" className="landing">
        <LandingHero />
        <AboutFarm />
        <LandingIsland name="livestock" />
        <CropsSection />
        <ServicesSection />
        <SustainabilityStatement />
        <StoreProducts />
      </main>
      <SiteFooter />
    </>
  );
}
