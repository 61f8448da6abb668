import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_FREE_CONVERSIONS_A_DAY, quotaPeriodAt } from '@gps/domain';
import { createReadStore, type ReadStore } from '@gps/read-store';
import { ADDRESS_QUOTA_COUNTERS, AddressQuotaCounters } from '../src/addresses/address-quota-counters';

/** The counters in the durable store: the platform's free day shared by every device, giving back. */

const CAPS = { daily: 1_000, monthly: 10_000 };
const NOW = Date.UTC(2026, 10, 25, 8, 0);

let dir: string;
let store: ReadStore;
let counters: AddressQuotaCounters;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'address-quota-'));
  store = await createReadStore({ dataDir: dir });
  counters = new AddressQuotaCounters(store);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the platform's 100,000th conversion of the day is the last, whichever device asks", async () => {
  const period = quotaPeriodAt(NOW);
  await store.unitOfWork(null, (w) =>
    w.put(ADDRESS_QUOTA_COUNTERS, {
      id: `platform|day|${period.day}`,
      count: PLATFORM_FREE_CONVERSIONS_A_DAY - 1,
    }),
  );
  expect(await counters.take('1001', period, CAPS)).toBeNull();
  expect(await counters.take('1002', period, CAPS)).toBe('platform_daily');
  // The next quota day starts again from nothing.
  expect(await counters.take('1002', quotaPeriodAt(period.dayResetsAt), CAPS)).toBeNull();
});

test('concurrent calls cannot both take the last conversion', async () => {
  const period = quotaPeriodAt(NOW);
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => counters.take('1001', period, { daily: 3, monthly: 10 })),
  );
  expect(answers.filter((a) => a === null)).toHaveLength(3);
  expect(answers.filter((a) => a === 'device_daily')).toHaveLength(2);
});

test('a conversion given back (the look-up failed) can be taken again', async () => {
  const period = quotaPeriodAt(NOW);
  const caps = { daily: 1, monthly: 10 };
  expect(await counters.take('1001', period, caps)).toBeNull();
  await counters.giveBack('1001', period);
  expect(await counters.take('1001', period, caps)).toBeNull();
  expect(await counters.take('1001', period, caps)).toBe('device_daily');
});
