import { gt06 } from '../../apps/gateway/test/support/frames';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { RawTracker } from '../support/raw-tracker';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

const ENV = { GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' };

/** A device's model, edited through editDevice, reaches the running gateway through the event log. */
describe('the device model through the gateway', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_000_000_000_000);
  const open: RawTracker[] = [];

  beforeEach(async () => {
    app = await TestApp.start(ENV);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await app.stop();
  });

  async function alarmOf(serial: string): Promise<unknown> {
    const tracker = await RawTracker.login(app, serial);
    open.push(tracker);
    tracker.client.write(gt06.alarm0x19());
    await tracker.received(2, 'the alarm ack');
    const events = await app.platform.events.readAll({ limit: 100_000 });
    return events.filter((e) => e.streamId.includes(serial) && e.type === 'WarningRaised').at(-1)?.data;
  }

  it("decodes by the model edited since the device's last connection, without a restart", async () => {
    const admin = await app.adminToken();
    const [serial] = await tenants.devices(admin, 1);
    expect(await alarmOf(serial)).toMatchObject({ kind: 'low_battery' });

    await app.ok('editDevice', { deviceSerialNumber: serial, model: 'LW4G-4B' }, admin);
    const ingest = app.deviceLink!.ingest;
    let model: string | undefined;
    await waitFor(() => {
      void ingest.identify(serial).then((d) => (model = d?.model));
      return model === 'LW4G-4B';
    }, 'the gateway to hear of the edit');
    expect(await alarmOf(serial)).toMatchObject({ kind: 'harsh_acceleration' });
  });
});
