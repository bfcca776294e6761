import './RouteLoading.css';

/** Fills the screen while the first page's code is on its way. */
export function RouteLoading() {
  return <output className="route-loading" aria-label="Loading" />;
}
