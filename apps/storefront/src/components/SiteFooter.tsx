import { Link } from 'react-aria-components';
import { useCategories } from '../api/products';
import { paths } from '../paths';
import { site } from '../site';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import { SupportEmailLink, SupportPhoneLink } from './SupportLinks';
import './SiteFooter.css';

/** The shop's categories, as the server lists them, each leading to its page. */
function FooterCategories() {
  const categories = useCategories();
  if (categories.isPending) return <p className="site-footer-note">Loading categories…</p>;
  if (categories.isError) return <p className="site-footer-note">Categories are unavailable right now.</p>;
  return (
    <ul className="site-footer-links">
      {categories.data.map(({ category }) => (
        <li key={category}>
          <Link className="site-footer-link" href={paths.category(category)}>
            {category}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The footer of the landing, shop, account and static pages. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-columns site-container">
        <section className="site-footer-about" aria-labelledby="site-footer-about">
          <Link className="site-footer-logo" href={paths.landing}>
            <Logo />
          </Link>
          <h2 id="site-footer-about" className="site-footer-heading">
            <Link className="site-footer-link" href={paths.about}>
              About Us
            </Link>
          </h2>
          <p className="site-footer-note">{site.description}</p>
          <ul className="site-footer-social" aria-label="Follow us">
            {site.social.map((account) => (
              <li key={account.network}>
                <a
                  className="site-footer-social-link"
                  href={account.href}
                  aria-label={account.label}
                  target="_blank"
                  rel="noreferrer"
                >
                  <SocialIcon network={account.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="site-footer-categories">
          <h2 id="site-footer-categories" className="site-footer-heading">
            Categories
          </h2>
          <FooterCategories />
        </nav>
        <nav aria-labelledby="site-footer-help">
          <h2 id="site-footer-help" className="site-footer-heading">
            Help
          </h2>
          <ul className="site-footer-links">
            <li>
              <Link className="site-footer-link" href={paths.help}>
                Help Center
              </Link>
            </li>
            <li>
              <Link className="site-footer-link" href={paths.feedback}>
                Feedback
              </Link>
            </li>
            <li>
              <Link className="site-footer-link" href={paths.returnPolicy}>
                Return Policy
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact" className="site-footer-heading">
            Contact
          </h2>
          <ul className="site-footer-links">
            <li>
              <SupportEmailLink />
            </li>
            <li>
              <SupportPhoneLink />
            </li>
            <li className="site-footer-note">{site.location}</li>
          </ul>
        </section>
      </div>
      <div className="site-footer-legal site-container">
        <p>
          ©{' '}
          <span className="site-footer-year" data-screenshot-mask>
            {new Date().getFullYear()}
          </span>{' '}
          {site.name}. All rights reserved.
        </p>
        <ul className="site-footer-legal-links">
          <li>
            <Link className="site-footer-link" href={paths.terms}>
              Terms of use
            </Link>
          </li>
          <li>
            <Link className="site-footer-link" href={paths.privacy}>
              Privacy Policy
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
