import type { IslandSet } from '../../islandSets';
import { HomeBanners } from './home/HomeBanners';
import { headerIslands } from './layout/headerIslands';
import { ShopIslandFrame } from './ShopIslandFrame';

/** What the catalogue's listings (home, category, search) hydrate: the rest of them is links, the pager too. */
export default {
  islands: { ...headerIslands, 'home-banners': HomeBanners },
  Frame: ShopIslandFrame,
} satisfies IslandSet;
