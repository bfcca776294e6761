import {
  type Category,
  FIRST_PAGE,
  PAGE_SIZES,
  type Product,
  type ProductListQuery,
  type ProductPage,
  productListQuerySchema,
} from '@farmkit/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { queryKeys } from './queryKeys';

export interface ProductsFilter {
  page: number;
  pageSize: number;
  /** Part of the product name, any case. */
  name?: string;
  /** Exact category name. */
  category?: string;
}

const { maxLength: MAX_NAME_LENGTH } = productListQuerySchema.properties.name;

function toListQuery({ page, pageSize, name, category }: ProductsFilter): ProductListQuery {
  // An over-long search would be refused (400); its first characters still find what it names.
  return { page, page_size: pageSize, name: name?.slice(0, MAX_NAME_LENGTH), category };
}

async function fetchProducts(query: ProductListQuery): Promise<ProductPage> {
  const { data } = await api.get<ProductPage>('products', { params: query });
  return data;
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export function useProducts(filter: ProductsFilter) {
  const query = toListQuery(filter);
  return useQuery({
    queryKey: queryKeys.products.list(query),
    queryFn: () => fetchProducts(query),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: queryKeys.products.detail(id),
    queryFn: async () => (await api.get<Product>(`products/${id}/`)).data,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.categories,
    queryFn: async () => (await api.get<Category[]>('products/category/')).data,
    staleTime: 10 * 60_000,
  });
}

/** Other products of `category` (the first page of 20), without the one being viewed. */
export function useSimilarProducts(category: string | undefined, excludeId: number) {
  const query = toListQuery({ page: FIRST_PAGE, pageSize: PAGE_SIZES.similarItems, category });
  return useQuery({
    queryKey: queryKeys.products.list(query),
    queryFn: () => fetchProducts(query),
    enabled: category !== undefined,
    select: (page) => page.results.filter((product) => product.id !== excludeId),
  });
}
