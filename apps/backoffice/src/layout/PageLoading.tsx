import { Spinner } from '@farmkit/ui/spinner';

/** While a page's code arrives (the first visit to a section). */
export function PageLoading() {
  return (
    <main className="bo-Loading" aria-busy="true">
      <Spinner label="Loading the page" />
    </main>
  );
}
