import type { ClientSlot } from '@gps/codes';
import type { RightFlag } from '../../shared/session/rights';
import type { SettingFlag } from '../../shared/settings/systemSettings';

/** Route metadata (spec: each route says whether it is back office and which permission it needs). */
export interface RouteMeta {
  /** Route name as the spec writes it, e.g. client.allPerDay, statistics.mileagePerMonth. */
  name: string;
  isBackOffice: boolean;
  /** Admin function id whose flag the route needs; 0 means none. */
  permissionId: number;
  /** The flag needed for permissionId (a route needs view). */
  requiredRight?: RightFlag;
  /** Whether the route needs a signed-in session. */
  requiresSession: boolean;
  /** Client routes: permission slot that must be 1 (remote needs slot 2). */
  clientSlot?: ClientSlot;
  /** Client routes: account types allowed (multiMonitor: fleets only). */
  accountTypes?: readonly number[];
  /** Shown only when this system setting is on (overspeed / offline statistics, coupons). */
  setting?: SettingFlag;
}

export const publicMeta = (name: string, isBackOffice = false): RouteMeta => ({
  name,
  isBackOffice,
  permissionId: 0,
  requiresSession: false,
});

export const clientMeta = (name: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  name,
  isBackOffice: false,
  permissionId: 0,
  requiresSession: true,
  ...extra,
});

export const adminMeta = (name: string, permissionId: number, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  name,
  isBackOffice: true,
  permissionId,
  requiredRight: 'view',
  requiresSession: true,
  ...extra,
});
