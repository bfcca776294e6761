import { Island } from '../../../components/Island';
import { useFirstOrderDiscount } from '../../../components/useFirstOrderDiscount';
import { site } from '../../../site';
import { ShopPage } from '../layout/ShopPage';
import { ProductListing } from '../listing/ProductListing';
import { HomeBanners } from './HomeBanners';

export function HomePage() {
  const discount = useFirstOrderDiscount();
  return (
    <ShopPage title="Online store" description={`Shop fresh produce and livestock from ${site.name}.`}>
      <Island name="home-banners" component={HomeBanners} props={{ discount }} />
      <h1 className="shop-page-heading">OUR PRODUCTS</h1>
      <ProductListing label="Products" empty={<p>No products available.</p>} />
    </ShopPage>
  );
}
