import { useParams } from 'react-router';
import { site } from '../../../site';
import { ShopPage } from '../layout/ShopPage';
import { ProductListing } from '../listing/ProductListing';
import { NoResults } from './NoResults';

export function SearchPage() {
  const term = useParams().term ?? '';
  return (
    <ShopPage
      title={`Search: ${term}`}
      description={`Products of ${site.name} matching "${term}".`}
      trail={[{ label: term }]}
    >
      <h1 className="shop-page-heading">Results for "{term}"</h1>
      {/* A new term starts a new listing instead of showing the last term's results while it loads. */}
      <ProductListing
        key={term}
        label={`Products matching ${term}`}
        name={term}
        empty={<NoResults term={term} />}
      />
    </ShopPage>
  );
}
