import { site } from '../../../site';
import { siteBanners } from '../../../site/banners';
import { ShopPage } from '../layout/ShopPage';
import { ProductListing } from '../listing/ProductListing';
import { BannerCarousel } from './BannerCarousel';

export function HomePage() {
  return (
    <ShopPage title="Online store" description={`Shop fresh produce and livestock from ${site.name}.`}>
      <BannerCarousel banners={siteBanners} label="Highlights" />
      <h1 className="shop-page-heading">OUR PRODUCTS</h1>
      <ProductListing label="Products" empty={<p>No products available.</p>} />
    </ShopPage>
  );
}
