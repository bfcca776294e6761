import { useParams } from 'react-router';
import { site } from '../../../site';
import { ShopPage } from '../layout/ShopPage';
import { ProductListing } from '../listing/ProductListing';

export function CategoryPage() {
  const category = useParams().category ?? '';
  return (
    <ShopPage
      title={category}
      description={`${category} from ${site.name}, fresh from the farm.`}
      trail={[{ label: category }]}
    >
      <h1 className="shop-page-heading">{category}</h1>
      <ProductListing
        key={category}
        label={`${category} products`}
        category={category}
        empty={<p>No products in this category yet.</p>}
      />
    </ShopPage>
  );
}
