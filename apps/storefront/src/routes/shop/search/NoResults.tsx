import { LinkButton } from '@farmkit/ui/button';
import { paths } from '../../../paths';
import './NoResults.css';

/** A search that found nothing, with ways to find something. */
export function NoResults({ term }: { term: string }) {
  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title" className="no-results-title">
        There are no results for "{term}"
      </h2>
      <ul className="no-results-tips">
        <li>Check your spelling.</li>
        <li>Use short and simple keywords.</li>
        <li>Try more general agriculture terms, such as “goat”, “eggs” or “yam”.</li>
      </ul>
      <LinkButton href={paths.home}>Go To HomePage</LinkButton>
    </section>
  );
}
