import { SiteFooter } from '../../components/SiteFooter';
import { usePageMeta } from '../../components/usePageMeta';
import { site } from '../../site';
import { siteLanding } from '../../site/landing';
import { AboutFarm } from './AboutFarm';
import { CropsSection } from './CropsSection';
import { LandingHero } from './LandingHero';
import { LandingTopBar } from './LandingTopBar';
import { LivestockCarousel } from './LivestockCarousel';
import { ServicesSection } from './ServicesSection';
import { SignupBanner } from './SignupBanner';
import { StoreProducts } from './StoreProducts';
import { SustainabilityStatement } from './SustainabilityStatement';
import './LandingPage.css';

/** `/`: the farm's shop window, its sections in order. */
export function LandingPage() {
  usePageMeta(siteLanding.title, site.description);
  return (
    <>
      <SignupBanner />
      <LandingTopBar />
      <main id="main" className="landing">
        <LandingHero />
        <AboutFarm />
        <LivestockCarousel />
        <CropsSection />
        <ServicesSection />
        <SustainabilityStatement />
        <StoreProducts />
      </main>
      <SiteFooter />
    </>
  );
}
