import {
  type AdminCategory,
  CATALOGUE_ADMIN_PATHS,
  type Category,
  type CategoryPayload,
} from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export const categoriesKey = ['admin', 'categories'] as const;
/** The names alone, from the shop's own list: every role may read it, packers too (for the products' filter). */
export const categoryNamesKey = ['admin', 'category-names'] as const;

export function useCategories(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: async () => (await api.get<AdminCategory[]>(CATALOGUE_ADMIN_PATHS.categories)).data,
    enabled: options.enabled ?? true,
  });
}

export function useCategoryNames() {
  return useQuery({
    queryKey: categoryNamesKey,
    queryFn: async () => (await api.get<Category[]>('products/category/')).data.map((item) => item.category),
  });
}

/** After any change: the list as the server now has it, and the names and product lists that show them. */
function useCategoryChange<Payload>(send: (payload: Payload) => Promise<AdminCategory>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesKey });
      void queryClient.invalidateQueries({ queryKey: categoryNamesKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'product'] });
    },
  });
}

export function useCreateCategory() {
  return useCategoryChange(
    async (payload: CategoryPayload) =>
      (await api.post<AdminCategory>(CATALOGUE_ADMIN_PATHS.categories, payload)).data,
  );
}

export function useRenameCategory() {
  return useCategoryChange(
    async ({ id, name }: { id: number; name: string }) =>
      (await api.patch<AdminCategory>(CATALOGUE_ADMIN_PATHS.category(id), { name })).data,
  );
}

/**
 * The new shop order, shown at once (the list is set before the call) and put back if the server refuses it;
 * the server's answer is the list in its order.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ordered: AdminCategory[]) =>
      (
        await api.post<AdminCategory[]>(CATALOGUE_ADMIN_PATHS.categoryOrder, {
          ids: ordered.map((category) => category.id),
        })
      ).data,
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: categoriesKey });
      const before = queryClient.getQueryData<AdminCategory[]>(categoriesKey);
      queryClient.setQueryData(categoriesKey, ordered);
      return { before };
    },
    onError: (_error, _ordered, context) => {
      if (context?.before) queryClient.setQueryData(categoriesKey, context.before);
    },
    onSuccess: (categories) => {
      queryClient.setQueryData(categoriesKey, categories);
      void queryClient.invalidateQueries({ queryKey: categoryNamesKey });
    },
  });
}
