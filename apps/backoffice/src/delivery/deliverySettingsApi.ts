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

/** Where rows of one kind (areas, windows) are added, and where one of them is changed or deleted. */
interface SettingPaths {
  rows: string;
  row: (id: number) => string;
}

/** The PUT body of an area or a window: all but its id (the API refuses any other field, the id too). */
export function settingPayload<Row extends { id: number }>({ id: _id, ...payload }: Row): Omit<Row, 'id'> {
  return payload;
}

/** A new row (no id), or the change of the row with this id. */
export interface SettingSave<Payload> {
  id: number | undefined;
  payload: Payload;
}

function useSaveSetting<Row, Payload>(paths: SettingPaths) {
  return useSettingsChange(
    async ({ id, payload }: SettingSave<Payload>) =>
      (id === undefined
        ? await api.post<Row>(paths.rows, payload)
        : await api.put<Row>(paths.row(id), payload)
      ).data,
  );
}

function useSetSettingActive<Row extends { id: number }>(paths: SettingPaths) {
  return useSettingsChange(
    async ({ row, active }: { row: Row; active: boolean }) =>
      (await api.put<Row>(paths.row(row.id), { ...settingPayload(row), active })).data,
  );
}

function useDeleteSetting<Row extends { id: number }>(paths: SettingPaths) {
  return useSettingsChange(async (row: Row) => {
    await api.delete(paths.row(row.id));
  });
}

const areaPaths: SettingPaths = { rows: deliverySettingsPaths.areas, row: deliverySettingsPaths.area };
const windowPaths: SettingPaths = { rows: deliverySettingsPaths.windows, row: deliverySettingsPaths.window };

export const useSaveArea = () => useSaveSetting<AdminDeliveryArea, DeliveryAreaPayload>(areaPaths);
export const useSetAreaActive = () => useSetSettingActive<AdminDeliveryArea>(areaPaths);
export const useDeleteArea = () => useDeleteSetting<AdminDeliveryArea>(areaPaths);

export const useSaveWindow = () => useSaveSetting<DeliveryWindow, DeliveryWindowPayload>(windowPaths);
export const useSetWindowActive = () => useSetSettingActive<DeliveryWindow>(windowPaths);
export const useDeleteWindow = () => useDeleteSetting<DeliveryWindow>(windowPaths);

/** The pickup point: the answer is the whole settings, so the page shows it without another call. */
export function useSetPickupPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PickupPointPayload) =>
      (await api.put<DeliverySettings>(deliverySettingsPaths.pickup, payload)).data,
    onSuccess: (settings) => queryClient.setQueryData(deliverySettingsKey, settings),
  });
}
