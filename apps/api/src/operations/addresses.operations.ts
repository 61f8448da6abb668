import { ResponseCode, calls } from '@gps/contracts';
import { SystemSetting, type RefusalReason, type SystemSettingId } from '@gps/codes';
import {
  AdminFunction,
  addressPlanAllowance,
  deviceAddressCaps,
  quotaPeriodAt,
  type AddressQuotaReached,
  type QuotaPeriod,
} from '@gps/domain';
import { GeocoderError, type Geocoder } from '@gps/geocoder';
import type { DeviceDoc } from '@gps/projections';
import type { AddressQuotaCounters } from '../addresses/address-quota-counters';
import type { Aggregates } from '../commands/aggregates';
import { refused } from '../request/api-error';
import { callerOf, operation, type Access, type OperationContext } from '../request/operation';
import { requireDevice } from './shared/device-access';
import { settingsNow } from './shared/settings-now';
import type { ReadModels } from './shared/read-models';

/** What the address conversion calls need. */
export interface AddressOperationDeps {
  commands: Pick<Aggregates, 'device'>;
  read: ReadModels;
  geocoder: Geocoder;
  quota: Pick<AddressQuotaCounters, 'take' | 'giveBack'>;
}

/** As for history: the device's own clients, and administrators who may view devices or customers. */
const access: Access = {
  admin: [
    { functionId: AdminFunction.DEVICE, right: 'view' },
    { functionId: AdminFunction.CUSTOMER, right: 'view' },
  ],
  clients: ['fleet', 'device'],
};

const MICROS_PER_MS = 1000;

const QUOTA_REASON: Record<AddressQuotaReached, RefusalReason> = {
  platform_daily: 'address_quota_platform',
  device_daily: 'address_quota_daily',
  device_monthly: 'address_quota_monthly',
};

/** Whether a period whose expiry is `expiredDate` (µs, null: never bought) runs at `now` (ms). */
function runs(expiredDate: number | null, now: number): boolean {
  return expiredDate !== null && expiredDate > now * MICROS_PER_MS;
}

/**
 * A geocoder's failure as the caller's refusal: -5 with its reason, the platform's state (no
 * provider, a provider down or over its own limit) forbidding the conversion now, rather than -1,
 * which is kept for our own faults. Anything not a GeocoderError is one, and stays one.
 */
function lookUpFailure(error: unknown): never {
  if (!(error instanceof GeocoderError)) throw error;
  if (error.code === 'NO_FORWARD_PROVIDER')
    throw refused(ResponseCode.CONFLICT, 'no_address_provider', error.message);
  throw refused(ResponseCode.CONFLICT, 'address_provider_failed', error.message);
}

export const addressOperations = (deps: AddressOperationDeps) => {
  const { commands, read, geocoder, quota } = deps;

  /**
   * Runs one conversion for the device under its quota: takes it from the counters (or refuses
   * with the cap reached), looks up, gives it back if the look-up failed, and counts it on the
   * device's row (convertGpsToAddressTimes) if it answered.
   */
  async function converted<T>(
    ctx: OperationContext,
    device: DeviceDoc,
    lookUp: () => Promise<T>,
  ): Promise<T> {
    const setting = await settingsNow(read);
    const numeric = (id: SystemSettingId) => Number(setting(id));
    // A VIP device (its value-added service running) has the VIP pair; an address plan adds one more.
    const caps = deviceAddressCaps(numeric, {
      vip: runs(device.valueExpiredDate, ctx.now),
      addressPlan: runs(device.addressPlanExpiredDate, ctx.now) ? addressPlanAllowance(numeric) : null,
    });
    const period: QuotaPeriod = quotaPeriodAt(ctx.now);
    const reached = await quota.take(device.deviceSerialNumber, period, caps);
    if (reached !== null)
      throw refused(
        ResponseCode.TOO_MANY_ATTEMPTS,
        QUOTA_REASON[reached],
        `address quota reached (${reached})`,
        {
          retryAfterSeconds:
            reached === 'device_monthly' ? null : Math.ceil((period.dayResetsAt - ctx.now) / 1000),
        },
      );
    let answer: T;
    try {
      answer = await lookUp();
    } catch (error) {
      await quota.giveBack(device.deviceSerialNumber, period);
      return lookUpFailure(error);
    }
    await commands.device.execute(ctx, device.deviceSerialNumber, {
      type: 'CountAddressConversion',
      serialNumber: device.deviceSerialNumber,
      at: ctx.now,
    });
    return answer;
  }

  return [
    operation(calls.convertGpsToAddress, {
      access,
      async run(ctx, input) {
        const device = await requireDevice(read, input.deviceSerialNumber, callerOf(ctx).actor);
        const found = await converted(ctx, device, () => geocoder.reverse(input.latitude, input.longitude));
        return { address: found?.text ?? null, source: found?.source ?? null };
      },
    }),
    operation(calls.convertAddressToGps, {
      access,
      async run(ctx, input) {
        const device = await requireDevice(read, input.deviceSerialNumber, callerOf(ctx).actor);
        const setting = await settingsNow(read);
        if (setting(SystemSetting.SHOW_ADDRESS_TO_GPS) !== '1')
          throw refused(ResponseCode.ACCESS_DENIED, 'address_to_gps_off', 'address-to-GPS is switched off');
        const found = await converted(ctx, device, () => geocoder.forward(input.address.trim()));
        if (found === null)
          throw refused(ResponseCode.NOT_FOUND, 'address_not_found', 'no place matches the address');
        return { latitude: found.latitude, longitude: found.longitude, address: found.text };
      },
    }),
  ];
};
