import { Collections, hourlyKey, statisticsDayId } from '@gps/projections';
import { TestApp } from '../support/app-harness';
import { HistoryFeed, MINUTE, SECOND, driving } from '../support/history-drive';
import { Tenants } from '../support/tenants';

/**
 * The platform gives the statistics rollups its configured time zone (TIME_ZONE): the same drive,
 * at 20:00 UTC, is counted on that UTC day at hour 20 in UTC, and on the next day at hour 4 in
 * Taipei (the default).
 */

jest.setTimeout(60_000);

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

const zones: { timeZone: string; env: Record<string, string>; dayAfter: number; hour: number }[] = [
  { timeZone: 'UTC', env: { TIME_ZONE: 'UTC' }, dayAfter: 0, hour: 20 },
  { timeZone: 'Asia/Taipei (the default)', env: {}, dayAfter: 1, hour: 4 },
];

describe.each(zones)('with TIME_ZONE $timeZone', ({ env, dayAfter, hour }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await TestApp.start(env);
  });
  afterAll(() => app.stop());

  it(`counts a drive at 20:00 UTC on its day + ${dayAfter}, at hour ${hour}`, async () => {
    const tenants = new Tenants(() => app, 867_000_000_000_000);
    const [serial] = await tenants.devices(await app.adminToken(), 1);
    // Yesterday 20:00 UTC by the app's clock: a minute's drive, a fix every 10 s.
    const start = Math.floor(app.clock.now() / DAY) * DAY - 4 * HOUR;
    await new HistoryFeed(app).send(serial, driving(start, start + MINUTE, 10 * SECOND, 0, 36));

    const day = dayText(start + dayAfter * DAY);
    const row = await app.platform.read.get(
      Collections.statisticsDays,
      statisticsDayId('device', serial, day),
    );
    const hours = Object.keys(row?.hourly.mileageDm ?? {});
    expect({ day, hours }).toEqual({ day, hours: [hourlyKey(hour)] });
  });
});
