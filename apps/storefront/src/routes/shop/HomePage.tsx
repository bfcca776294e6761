import { site } from '../../site';
import { BannerCarousel } from './BannerCarousel';
import { ProductListing } from './ProductListing';
import { ShopPage } from './ShopPage';

export function HomePage() {
  return (
    <ShopPage title="Online store" description={`Shop fresh produce and livestock from ${site.name}.`}>
      <BannerCarousel banners={site.banners} label="Highlights" />
      <h1 className="shop-page-heading">OUR PRODUCTS</h1>
      <ProductListing label="Products" empty={<p>No products available.</p>} />
    </ShopPage>
  );
}
