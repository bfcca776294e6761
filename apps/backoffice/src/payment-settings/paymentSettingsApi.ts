import { PAYMENT_SETTINGS_PATH, type PaymentSettings } from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

const paymentSettingsKey = ['admin', 'payment-settings'] as const;

export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentSettingsKey,
    queryFn: async () => (await api.get<PaymentSettings>(PAYMENT_SETTINGS_PATH)).data,
  });
}

/** Saves the settings; the answer (the settings as the server keeps them) becomes the page's. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PaymentSettings) =>
      (await api.put<PaymentSettings>(PAYMENT_SETTINGS_PATH, settings)).data,
    onSuccess: (settings) => queryClient.setQueryData(paymentSettingsKey, settings),
  });
}
