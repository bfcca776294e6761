import { ADMIN_RIDER_PATHS } from '@farmkit/contract';

/** The riders' calls relative to the API client's `/api/v1/` (the contract names them relative to `admin/`). */
export const RIDER_PATHS = {
  riders: `admin/${ADMIN_RIDER_PATHS.riders}`,
  orderRider: (id: number) => `admin/${ADMIN_RIDER_PATHS.orderRider(id)}`,
  assign: `admin/${ADMIN_RIDER_PATHS.assign}`,
  sheet: `admin/${ADMIN_RIDER_PATHS.sheet}`,
  mine: `admin/${ADMIN_RIDER_PATHS.mine}`,
  delivered: (id: number) => `admin/${ADMIN_RIDER_PATHS.delivered(id)}`,
  settle: (id: number) => `admin/${ADMIN_RIDER_PATHS.settle(id)}`,
} as const;
