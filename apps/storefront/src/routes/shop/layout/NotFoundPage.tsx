import { BackLink } from '../../../components/BackLink';
import { useHttpStatus } from '../../../components/serverPage';
import { paths } from '../../../paths';
import { ShopPage } from './ShopPage';
import './NotFoundPage.css';

/** Shown for an address that names nothing, such as a product that does not exist. */
export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <ShopPage title="Page not found" description="The page you're looking for does not exist.">
      <div className="not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found-title">The page you're looking for does not exist</h1>
        <p className="not-found-hint">We highly recommend that you head back!</p>
        {/* Opened in a new tab (no history), it leads to the shop. */}
        <BackLink fallback={paths.home}>Head Back</BackLink>
      </div>
    </ShopPage>
  );
}
