import {
  ADMIN_DELIVERY_PATHS,
  type AdminDeliveryArea,
  type DeliveryAreaPayload,
  type DeliverySettings,
  type DeliveryWindow,
  type DeliveryWindowPayload,
  type PickupPointPayload,
} from '@farmkit/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/** ADMIN_DELIVERY_PATHS are written under the admin prefix, as the API's admin plugin mounts them. */
export const deliverySettingsPaths = {
  settings: `admin/${ADMIN_DELIVERY_PATHS.settings}`,
  areas: `admin/${ADMIN_DELIVERY_PATHS.areas}`,
  area: (id: number) => `admin/${ADMIN_DELIVERY_PATHS.area(id)}`,
  windows: `admin/${ADMIN_DELIVERY_PATHS.windows}`,
  window: (id: number) => `admin/${ADMIN_DELIVERY_PATHS.window(id)}`,
  pickup: `admin/${ADMIN_DELIVERY_PATHS.pickup}`,
};

export const deliverySettingsKey = ['admin', 'delivery-settings'] as const;

export function useDeliverySettings() {
  return useQuery({
    queryKey: deliverySettingsKey,
    queryFn: async () => (await api.get<DeliverySettings>(deliverySettingsPaths.settings)).data,
  });
}

/** After any change (or a refusal, which may mean another tab changed it): the settings as the server has them. */
function useSettingsChange<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliverySettingsKey }),
  });
}

export function useCreateArea() {
  return useSettingsChange(
    async (payload: DeliveryAreaPayload) =>
      (await api.post<AdminDeliveryArea>(deliverySettingsPaths.areas, payload)).data,
  );
}

export function useUpdateArea() {
  return useSettingsChange(
    async ({ id, ...payload }: DeliveryAreaPayload & { id: number }) =>
      (await api.put<AdminDeliveryArea>(deliverySettingsPaths.area(id), payload)).data,
  );
}

/** The PUT body of an area (the API refuses any other field, the id among them). */
const areaPayload = ({
  name,
  council,
  fee,
  min_order,
  weekdays,
  active,
}: AdminDeliveryArea): DeliveryAreaPayload => ({
  name,
  council,
  fee,
  min_order,
  weekdays,
  active,
});

export function useSetAreaActive() {
  return useSettingsChange(
    async ({ row, active }: { row: AdminDeliveryArea; active: boolean }) =>
      (await api.put<AdminDeliveryArea>(deliverySettingsPaths.area(row.id), { ...areaPayload(row), active }))
        .data,
  );
}

export function useDeleteArea() {
  return useSettingsChange(async (area: AdminDeliveryArea) => {
    await api.delete(deliverySettingsPaths.area(area.id));
  });
}

export function useCreateWindow() {
  return useSettingsChange(
    async (payload: DeliveryWindowPayload) =>
      (await api.post<DeliveryWindow>(deliverySettingsPaths.windows, payload)).data,
  );
}

export function useUpdateWindow() {
  return useSettingsChange(
    async ({ id, ...payload }: DeliveryWindowPayload & { id: number }) =>
      (await api.put<DeliveryWindow>(deliverySettingsPaths.window(id), payload)).data,
  );
}

/** The PUT body of a window (the API refuses any other field, the id among them). */
const windowPayload = ({ id: _id, ...payload }: DeliveryWindow): DeliveryWindowPayload => payload;

export function useSetWindowActive() {
  return useSettingsChange(
    async ({ row, active }: { row: DeliveryWindow; active: boolean }) =>
      (await api.put<DeliveryWindow>(deliverySettingsPaths.window(row.id), { ...windowPayload(row), active }))
        .data,
  );
}

export function useDeleteWindow() {
  return useSettingsChange(async (window: DeliveryWindow) => {
    await api.delete(deliverySettingsPaths.window(window.id));
  });
}

/** The pickup point: the answer is the whole settings, so the page shows it without another call. */
export function useSetPickupPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PickupPointPayload) =>
      (await api.put<DeliverySettings>(deliverySettingsPaths.pickup, payload)).data,
    onSuccess: (settings) => queryClient.setQueryData(deliverySettingsKey, settings),
  });
}
