import { showStandInsForBrokenPictures } from '@farmkit/ui/product-card';
import type { IslandSet } from '../../islandSet';
import { HomeBanners } from './home/HomeBanners';
import { headerIslands } from './layout/headerIslands';
import { ShopIslandFrame } from './ShopIslandFrame';

/**
 * What the catalogue's listings (home, category, search) hydrate: the rest of them is links, the pager too, and the
 * product cards, whose broken pictures get their stand-in without React.
 */
export default {
  islands: { ...headerIslands, 'home-banners': HomeBanners },
  Frame: ShopIslandFrame,
  setUp: showStandInsForBrokenPictures,
} satisfies IslandSet;
