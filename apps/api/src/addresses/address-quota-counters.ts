import {
  addressQuotaReached,
  type AddressQuotaReached,
  type DeviceAddressCaps,
  type QuotaPeriod,
} from '@gps/domain';
import { collection, type ReadModelWriter, type ReadStore } from '@gps/read-store';

/**
 * Address conversion counters: operational state, like sessions (outside the event log, in the
 * durable read store, so a restart keeps them). One document per counter and period; old periods
 * are left behind, a few short documents a device a day (docs/decisions/address-quotas.md).
 */
export const ADDRESS_QUOTA_COUNTERS = collection<AddressQuotaCounterDoc>('ops_address_quota');

export interface AddressQuotaCounterDoc {
  /** `platform|day|<day>`, `device|<serial>|day|<day>`, `device|<serial>|month|<month>`. */
  id: string;
  count: number;
  [k: string]: unknown;
}

function counterIds(serial: string, period: QuotaPeriod) {
  return {
    platformDay: `platform|day|${period.day}`,
    deviceDay: `device|${serial}|day|${period.day}`,
    deviceMonth: `device|${serial}|month|${period.month}`,
  };
}

type Counters = ReturnType<typeof counterIds>;

async function countsOf(w: ReadModelWriter, ids: Counters): Promise<Record<keyof Counters, number>> {
  const [platformDay, deviceDay, deviceMonth] = await Promise.all(
    [ids.platformDay, ids.deviceDay, ids.deviceMonth].map(
      async (id) => (await w.get(ADDRESS_QUOTA_COUNTERS, id))?.count ?? 0,
    ),
  );
  return { platformDay, deviceDay, deviceMonth };
}

async function addTo(w: ReadModelWriter, ids: Counters, counts: Record<keyof Counters, number>, by: number) {
  for (const key of Object.keys(ids) as (keyof Counters)[]) {
    await w.put(ADDRESS_QUOTA_COUNTERS, { id: ids[key], count: Math.max(0, counts[key] + by) });
  }
}

export class AddressQuotaCounters {
  constructor(private readonly store: Pick<ReadStore, 'unitOfWork'>) {}

  /**
   * Takes one conversion from the platform's day and the device's day and month, or answers the
   * cap that stops it (nothing taken). Check and count are one unit of work: units are serialised,
   * so two calls cannot both take the last conversion.
   */
  async take(
    serial: string,
    period: QuotaPeriod,
    caps: DeviceAddressCaps,
  ): Promise<AddressQuotaReached | null> {
    const ids = counterIds(serial, period);
    let reached: AddressQuotaReached | null = null;
    await this.store.unitOfWork(null, async (w) => {
      const counts = await countsOf(w, ids);
      reached = addressQuotaReached(counts, caps);
      if (reached === null) await addTo(w, ids, counts, +1);
    });
    return reached;
  }

  /** Gives a taken conversion back: the look-up failed (the provider was down), so it did not count. */
  async giveBack(serial: string, period: QuotaPeriod): Promise<void> {
    const ids = counterIds(serial, period);
    await this.store.unitOfWork(null, async (w) => addTo(w, ids, await countsOf(w, ids), -1));
  }
}
