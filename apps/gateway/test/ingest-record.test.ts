import type { DeviceMessage } from '@gps/protocols';
import type { CommandReply } from '../src';
import {
  alarm,
  DAY1,
  dayStream,
  drivingAt,
  heartbeat,
  ingestOn,
  login,
  MINUTE,
  position,
  SECOND,
  SERIAL,
  snapshotStream,
  tempStore,
  type TempStore,
} from './ingest-support';

const T = DAY1 + 8 * 60 * MINUTE;

describe('TelemetryIngest: recording messages', () => {
  let t: TempStore;

  beforeEach(() => {
    t = tempStore();
  });
  afterEach(() => t.close());

  it('records positions in the day stream, TelemetryDayOpened first, and indexes the day', async () => {
    const ingest = ingestOn(t.store);
    await ingest.record(SERIAL, drivingAt(T, 0), T);
    await ingest.record(SERIAL, drivingAt(T + 10 * SECOND, 100), T + 10 * SECOND);

    const events = await t.store.readStream(dayStream(T));
    expect(events[0]).toMatchObject({
      type: 'TelemetryDayOpened',
      revision: 0,
      data: {
        serial: SERIAL,
        day: '20260501',
        carried: { serial: SERIAL, odometerMeters: 0, online: false },
      },
    });
    const positions = events.filter((e) => e.type === 'PositionRecorded');
    expect(positions.map((e) => e.data)).toEqual([
      expect.objectContaining({ fixTime: T, receivedAt: T, distanceMeters: 0, odometerMeters: 0 }),
      expect.objectContaining({ fixTime: T + 10 * SECOND, distanceMeters: 100, odometerMeters: 100 }),
    ]);
    expect(events.every((e) => e.metadata.version === 1 && e.metadata.source === 'gateway')).toBe(true);
    expect(events.every((e) => e.metadata.protocol === 'gt06')).toBe(true);

    const snapshots = await t.store.readStream(snapshotStream());
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({
      type: 'TelemetrySnapshotTaken',
      data: { serial: SERIAL, day: '20260501' },
    });
    expect(ingest.metrics()).toMatchObject({
      positionsRecorded: 2,
      appends: 2,
      snapshotsTaken: 1,
      coldLoads: 1,
    });
  });

  it('records messages that arrived together in one append, each decided on the ones before it', async () => {
    const ingest = ingestOn(t.store);
    const burst = [0, 1, 2, 3].map((i) => drivingAt(T + i * 10 * SECOND, i * 100));
    await ingest.recordAll(SERIAL, [login, ...burst, burst[3]], T + MINUTE);

    const events = await t.store.readStream(dayStream(T));
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['TelemetryDayOpened', 'DeviceCameOnline']);
    expect(events.filter((e) => e.type.startsWith('Position')).map((e) => e.type)).toEqual([
      'PositionRecorded',
      'PositionRecorded',
      'PositionRecorded',
      'PositionRecorded',
      'PositionRejected',
    ]);
    expect(events.filter((e) => e.type === 'VehicleStatusChanged')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'PositionRecorded').map((e) => e.data.odometerMeters)).toEqual([
      0, 100, 200, 300,
    ]);
    expect(events.at(-1)!.data).toMatchObject({ reason: 'duplicate' });
    expect(ingest.metrics()).toMatchObject({ positionsRecorded: 4, appends: 1, snapshotsTaken: 1 });
  });

  it('records nothing of a burst whose append fails, so that none of it is acknowledged', async () => {
    const ingest = ingestOn(t.store);
    await t.store.close();
    await expect(ingest.recordAll(SERIAL, [drivingAt(T, 0), drivingAt(T + SECOND, 10)], T)).rejects.toThrow();
    expect(ingest.metrics()).toMatchObject({ appends: 0, recordFailures: 1 });
  });

  it('costs no read for a hot device', async () => {
    const ingest = ingestOn(t.store);
    await ingest.record(SERIAL, drivingAt(T, 0), T);
    for (let i = 1; i <= 20; i++)
      await ingest.record(SERIAL, drivingAt(T + i * SECOND, i * 10), T + i * SECOND);
    expect(ingest.metrics().coldLoads).toBe(1);
  });

  it('brings the device online at login, and records unchanged signs of life at most once a minute', async () => {
    const ingest = ingestOn(t.store);
    await ingest.record(SERIAL, login, T);
    await ingest.record(SERIAL, heartbeat(), T + 10 * SECOND);
    await ingest.record(
      SERIAL,
      { type: 'time_request', protocol: 'gt06', deviceId: SERIAL },
      T + 20 * SECOND,
    );
    await ingest.record(SERIAL, heartbeat(), T + MINUTE);
    const events = await t.store.readStream(dayStream(T));
    expect(events.map((e) => [e.type, e.data.at])).toEqual([
      ['TelemetryDayOpened', T],
      ['DeviceCameOnline', T],
      ['HeartbeatReceived', T + MINUTE],
    ]);
  });

  it('records nothing for unknown messages and command replies sent to record, and still resolves', async () => {
    const ingest = ingestOn(t.store);
    const unknown: DeviceMessage = {
      type: 'unknown',
      protocol: 'gt06',
      deviceId: SERIAL,
      kind: '94',
      raw: '',
    };
    const reply: DeviceMessage = { type: 'command_reply', protocol: 'gt06', deviceId: SERIAL, text: 'OK' };
    await expect(ingest.record(SERIAL, unknown, T)).resolves.toBeUndefined();
    await expect(ingest.record(SERIAL, reply, T)).resolves.toBeUndefined();
    expect(await t.store.streamRevision(dayStream(T))).toBe('no_stream');
    expect(ingest.metrics().messagesIgnored).toBe(2);
  });

  it('records filtered positions as PositionRejected, and resolves so the device is acknowledged', async () => {
    const ingest = ingestOn(t.store);
    await expect(
      ingest.record(SERIAL, position(T, { latitude: 0, longitude: 0 }), T),
    ).resolves.toBeUndefined();
    await expect(ingest.record(SERIAL, position(T, { valid: false }), T + SECOND)).resolves.toBeUndefined();
    await expect(
      ingest.record(SERIAL, position(T + 2 * DAY_MS, {}), T + 2 * SECOND),
    ).resolves.toBeUndefined();
    await ingest.record(SERIAL, position(T), T + 3 * SECOND);
    await ingest.record(SERIAL, position(T), T + 4 * SECOND);
    const rejected = (await t.store.readStream(dayStream(T))).filter((e) => e.type === 'PositionRejected');
    expect(rejected.map((e) => e.data.reason)).toEqual([
      'zero_position',
      'invalid_fix',
      'future',
      'duplicate',
    ]);
    expect(ingest.metrics()).toMatchObject({
      positionsRecorded: 1,
      positionsRejected: { zero_position: 1, invalid_fix: 1, future: 1, duplicate: 1 },
    });
  });

  it('raises a resent alarm packet once, and again after the repeat window', async () => {
    const ingest = ingestOn(t.store);
    const where = position(T, { latitude: 25.1 }).position;
    for (const after of [0, 20 * SECOND, 59 * SECOND]) {
      await ingest.record(SERIAL, alarm('sos', T, where), T + after);
    }
    await ingest.record(SERIAL, alarm('sos', T + 61 * SECOND), T + 61 * SECOND);
    const warnings = (await t.store.readStream(dayStream(T))).filter((e) => e.type === 'WarningRaised');
    expect(warnings.map((e) => e.data)).toEqual([
      expect.objectContaining({ kind: 'sos', source: 'alarm', at: T, latitude: 25.1 }),
      expect.objectContaining({ kind: 'sos', source: 'alarm', at: T + 61 * SECOND }),
    ]);
    expect(ingest.metrics().warningsRaised).toBe(2);
  });

  it('raises a status alarm once while it stays set, and clears it when it goes low', async () => {
    const ingest = ingestOn(t.store);
    for (let i = 0; i < 5; i++) {
      const at = T + i * 10 * SECOND;
      await ingest.record(SERIAL, position(at, { statusBits: 1, alarm: 'power_cut' }, 'h02'), at);
    }
    await ingest.record(SERIAL, position(T + MINUTE, { statusBits: 0 }, 'h02'), T + MINUTE);
    const events = await t.store.readStream(dayStream(T));
    expect(events.filter((e) => e.type === 'WarningRaised').map((e) => e.data)).toEqual([
      expect.objectContaining({ kind: 'power_cut', source: 'status' }),
    ]);
    expect(events.filter((e) => e.type === 'AlarmCleared').map((e) => e.data.kind)).toEqual(['power_cut']);
    expect(events.every((e) => e.metadata.protocol === 'h02')).toBe(true);
  });

  it("takes an LBS report's readings and status alarm as a heartbeat's (no cell resolver yet)", async () => {
    const ingest = ingestOn(t.store);
    const lbs: DeviceMessage = {
      type: 'lbs',
      protocol: 'h02',
      deviceId: SERIAL,
      time: new Date(T),
      cells: [{ mcc: 466, mnc: 92, lac: 1, cid: 2 }],
      batteryLevel: 80,
      acc: true,
      statusBits: 1,
      alarm: 'vibration',
    };
    await ingest.record(SERIAL, lbs, T);
    const events = await t.store.readStream(dayStream(T));
    expect(events.map((e) => e.type)).not.toContain('PositionRecorded');
    expect(events.find((e) => e.type === 'HeartbeatReceived')?.data).toMatchObject({
      batteryLevel: 80,
      acc: true,
    });
    expect(events.find((e) => e.type === 'WarningRaised')?.data).toMatchObject({
      kind: 'vibration',
      source: 'status',
    });
  });

  it('hands command replies to onReply and records nothing for them', async () => {
    const replies: { serial: string; reply: CommandReply; receivedAt: number }[] = [];
    const ingest = ingestOn(t.store, {
      onReply: (serial, reply, receivedAt) => void replies.push({ serial, reply, receivedAt }),
    });
    const reply: CommandReply = {
      protocol: 'gt06',
      requestNumber: 7,
      text: 'Cut off the fuel supply: Success!',
    };
    await ingest.recordReply(SERIAL, reply, T);
    expect(replies).toEqual([{ serial: SERIAL, reply, receivedAt: T }]);
    expect(await t.store.headPosition()).toBeUndefined();
    await expect(ingestOn(t.store).recordReply(SERIAL, reply, T)).resolves.toBeUndefined();
  });

  it('rejects a reply when onReply fails, so the device is not acknowledged', async () => {
    const ingest = ingestOn(t.store, {
      onReply: async () => {
        throw new Error('outbox unavailable');
      },
    });
    await expect(ingest.recordReply(SERIAL, { protocol: 'h02', text: 'S20' }, T)).rejects.toThrow(
      'outbox unavailable',
    );
  });

  it('keeps the set of connected devices', () => {
    const ingest = ingestOn(t.store);
    ingest.connected(SERIAL, 'gt06', T);
    ingest.connected('123', 'h02', T);
    ingest.disconnected(SERIAL, T);
    expect(ingest.connectedDevices()).toEqual(['123']);
  });

  it('serialises overlapping messages of one device: no conflict, recorded in call order', async () => {
    const ingest = ingestOn(t.store);
    const at = (i: number) => T + i * SECOND;
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => ingest.record(SERIAL, drivingAt(at(i), i * 20), at(i))),
    );
    const positions = (await t.store.readStream(dayStream(T))).filter((e) => e.type === 'PositionRecorded');
    expect(positions.map((e) => e.data.fixTime)).toEqual(Array.from({ length: 30 }, (_, i) => at(i)));
    expect(positions.every((e) => e.data.outOfOrder === false)).toBe(true);
    expect(ingest.metrics().conflictsRetried).toBe(0);
  });
});

const DAY_MS = 24 * 60 * MINUTE;
