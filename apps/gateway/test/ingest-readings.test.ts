import { decodeGt06Frame, decodeTeltonikaTcp, type DeviceMessage } from '@gps/protocols';
import {
  DAY1,
  dayStream,
  ingestOn,
  login,
  MINUTE,
  SECOND,
  SERIAL,
  tempStore,
  type TempStore,
} from './ingest-support';

const T = DAY1 + 8 * 60 * MINUTE;

/** A real GT06 0x94 information packet, sub-type 0x0B with two bytes: external power, 7.39 V. */
const GT06_EXTERNAL_POWER = '79790008940b02e3048614200d0a';
/**
 * A real Teltonika FMB Codec 8 record (Traccar's decoder test, in the corpus): IO 66 external
 * voltage 14 233 mV and IO 16 total odometer 2 656 224 m, fixed 2019-01-04T12:27:19Z.
 */
const TELTONIKA_POWER_AND_ODOMETER =
  '000000000000004c08010000016818d500580009c28d9f1cb3757a00be00c60f0053000f06f0011503c80001011d00fc0007423799180053cdf80dce426f430f88190bb8560bb802f100005aa110002887e000010000ee8d';

describe('TelemetryIngest: what devices say about power and distance', () => {
  let t: TempStore;

  beforeEach(() => {
    t = tempStore();
  });
  afterEach(() => t.close());

  it('records the external power of a GT06 0x94 sent right after the login', async () => {
    const decoded = decodeGt06Frame(Buffer.from(GT06_EXTERNAL_POWER, 'hex'), {
      deviceId: SERIAL,
      now: new Date(T),
    });
    if (!decoded.ok) throw new Error(decoded.error.message);
    const ingest = ingestOn(t.store);
    await ingest.record(SERIAL, login, T);
    await ingest.record(SERIAL, decoded.message, T + SECOND);

    const events = await t.store.readStream(dayStream(T));
    const heartbeats = events.filter((e) => e.type === 'HeartbeatReceived');
    expect(heartbeats.map((e) => e.data)).toEqual([
      expect.objectContaining({ at: T + SECOND, powerVoltage: 7.39 }),
    ]);
  });

  it("records a Teltonika record's external power (IO 66) and the device's odometer (IO 16)", async () => {
    const decoded = decodeTeltonikaTcp(Buffer.from(TELTONIKA_POWER_AND_ODOMETER, 'hex'), {
      deviceId: SERIAL,
    });
    if (!decoded.ok || decoded.kind !== 'avl') throw new Error('the corpus record no longer decodes');
    const [message] = decoded.messages;
    if (message.type !== 'position') throw new Error(message.type);
    const received = message.position.fixTime.getTime() + SECOND;
    // Teltonika joins DEVICE_PROTOCOLS with its listener; until then its messages are typed apart.
    await ingestOn(t.store).record(SERIAL, message as unknown as DeviceMessage, received);

    const events = await t.store.readStream(dayStream(received));
    const positions = events.filter((e) => e.type === 'PositionRecorded');
    expect(positions.map((e) => e.data)).toEqual([
      expect.objectContaining({ powerVoltage: 14.233, deviceOdometerMeters: 2_656_224, odometerMeters: 0 }),
    ]);
  });
});
