import {
  type AdminProduct,
  type AdminProductPage,
  CATALOGUE_ADMIN_PATHS,
  PRODUCT_PICTURE_FIELD,
  type ProductCreatePayload,
  type ProductUpdatePayload,
  type StockAdjustmentPayload,
  type StockMovement,
  type StockMovementPage,
} from '@farmkit/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client';
import { categoriesKey } from '../categories/categoriesApi';

/** The list's filters as the URL keeps them and the API takes them (`ordering` as ADMIN_PRODUCT_ORDERINGS). */
export interface ProductFilters {
  q?: string;
  category?: string;
  published?: string;
  ordering?: string;
  page?: string;
}

export const PRODUCT_FILTER_KEYS = ['q', 'category', 'published'] as const;

const productsKey = ['admin', 'products'] as const;
export const productKey = (id: number) => ['admin', 'product', id] as const;
const stockKey = (id: number) => ['admin', 'product', id, 'stock'] as const;

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: [...productsKey, filters],
    queryFn: async () =>
      (await api.get<AdminProductPage>(CATALOGUE_ADMIN_PATHS.products, { params: filters })).data,
    placeholderData: (previous) => previous,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: productKey(id),
    queryFn: async () => (await api.get<AdminProduct>(CATALOGUE_ADMIN_PATHS.product(id))).data,
  });
}

export function useStockMovements(id: number, page: number) {
  return useQuery({
    queryKey: [...stockKey(id), page],
    queryFn: async () =>
      (await api.get<StockMovementPage>(CATALOGUE_ADMIN_PATHS.stock(id), { params: { page } })).data,
    placeholderData: (previous) => previous,
  });
}

/** A product changed: its page shows the server's answer; the lists, counts and low-stock figures refetch. */
function productChanged(queryClient: QueryClient, product: AdminProduct) {
  queryClient.setQueryData(productKey(product.id), product);
  void queryClient.invalidateQueries({ queryKey: productsKey });
  void queryClient.invalidateQueries({ queryKey: categoriesKey });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
}

function useProductChange<Payload>(send: (payload: Payload) => Promise<AdminProduct>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

export function useCreateProduct() {
  return useProductChange(
    async (payload: ProductCreatePayload) =>
      (await api.post<AdminProduct>(CATALOGUE_ADMIN_PATHS.products, payload)).data,
  );
}

export function useUpdateProduct(id: number) {
  return useProductChange(
    async (payload: ProductUpdatePayload) =>
      (await api.patch<AdminProduct>(CATALOGUE_ADMIN_PATHS.product(id), payload)).data,
  );
}

export function usePublishProduct(id: number) {
  return useProductChange(
    async (published: boolean) =>
      (
        await api.post<AdminProduct>(
          published ? CATALOGUE_ADMIN_PATHS.publish(id) : CATALOGUE_ADMIN_PATHS.unpublish(id),
        )
      ).data,
  );
}

/** The picture's upload, with its progress (0-100) while it runs. */
export function useUploadPicture(id: number) {
  const upload = useUploadPictureOf();
  return { ...upload, mutate: (picture: File) => upload.mutate({ id, picture }) };
}

/** The upload of a picture for a product named when it is sent (one just created), with its progress (0-100). */
export function useUploadPictureOf() {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const upload = useProductChange(async ({ id, picture }: { id: number; picture: File }) => {
    const form = new FormData();
    form.append(PRODUCT_PICTURE_FIELD, picture);
    setProgress(0);
    try {
      return (
        await api.post<AdminProduct>(CATALOGUE_ADMIN_PATHS.picture(id), form, {
          onUploadProgress: (event) => {
            if (event.total) setProgress(Math.round((event.loaded / event.total) * 100));
          },
        })
      ).data;
    } finally {
      setProgress(undefined);
    }
  });
  return { ...upload, progress };
}

/** A stock adjustment: a ledger row; the product's stock, its ledger and every list that shows it refetch. */
export function useAdjustStock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: StockAdjustmentPayload) =>
      (await api.post<StockMovement>(CATALOGUE_ADMIN_PATHS.stock(id), payload)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productKey(id) });
      void queryClient.invalidateQueries({ queryKey: productsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
