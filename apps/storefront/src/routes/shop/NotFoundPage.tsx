import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../paths';
import { ShopPage } from './ShopPage';
import './NotFoundPage.css';

/** Shown for an address that names nothing, such as a product that does not exist. */
export function NotFoundPage() {
  const navigate = useNavigate();

  // 'Head Back' returns one step in history; opened in a new tab (no history), it leads to the shop.
  function headBack(event: MouseEvent<HTMLAnchorElement>) {
    if (window.history.length > 1) {
      event.preventDefault();
      void navigate(-1);
    }
  }

  return (
    <ShopPage title="Page not found" description="The page you're looking for does not exist.">
      <div className="not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found-title">The page you're looking for does not exist</h1>
        <p className="not-found-hint">We highly recommend that you head back!</p>
        <Link className="not-found-link" to={paths.home} onClick={headBack}>
          Head Back
        </Link>
      </div>
    </ShopPage>
  );
}
