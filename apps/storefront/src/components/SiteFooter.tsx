import { site } from '../site';
import './SiteFooter.css';

/** The simple footer of every page: who runs the shop and how to reach them. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p className="site-footer-name">{site.name}</p>
      <p>
        {site.location} · <a href={`mailto:${site.support.email}`}>{site.support.email}</a>
      </p>
      <p>
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
