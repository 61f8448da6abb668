import { BinaryFlag } from '@gps/codes';

/**
 * Whether an account has a VIP device for the client tabs (`/main/vipPlan`): at least one device the
 * operator offers value-added services (isValueAddedVisible on; new devices start off,
 * docs/decisions/billing.md).
 */
export function hasVipDevice(devices: readonly { isValueAddedVisible: number | null }[]): boolean {
  return devices.some((d) => d.isValueAddedVisible === BinaryFlag.ON);
}
