import { LinkButton } from '@farmkit/ui/button';
import { Link } from 'react-aria-components';
import { Logo } from '../../components/Logo';
import { SiteFooter } from '../../components/SiteFooter';
import { usePageMeta } from '../../components/usePageMeta';
import { paths } from '../../paths';
import { useSession } from '../../session/sessionStore';
import { site } from '../../site';
import { FarmScene } from './FarmScene';
import './LandingPage.css';

export function LandingPage() {
  usePageMeta(site.name, site.description);
  const isSignedIn = useSession().status === 'signedIn';
  return (
    <>
      <header className="landing-header">
        <div className="landing-header-bar site-container">
          <Link className="landing-header-logo" href={paths.landing}>
            <Logo />
          </Link>
          <nav className="landing-header-nav" aria-label="Main">
            <Link className="landing-header-link" href={paths.home}>
              Online Store
            </Link>
            {/* Spec 2: the button leads a signed-in shopper to the store rather than to login. */}
            {isSignedIn ? (
              <LinkButton href={paths.home}>online Store</LinkButton>
            ) : (
              <LinkButton href={paths.login}>Login</LinkButton>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="landing">
        <section className="landing-hero site-container" aria-labelledby="landing-hero-title">
          <div className="landing-hero-text">
            <p className="landing-hero-kicker">{site.location}</p>
            <h1 id="landing-hero-title" className="landing-hero-title">
              Farm to Table Freshness.
            </h1>
            <p className="landing-hero-lead">{site.description}</p>
            <LinkButton href={paths.home}>Visit our Store</LinkButton>
          </div>
          <FarmScene />
        </section>
      </main>
      <SiteFooter />
    </>
  );
}
