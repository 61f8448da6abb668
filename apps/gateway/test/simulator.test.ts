import type { Protocol } from '@gps/protocols';
import type { CommandOutcome, CommandTarget, DeviceCommand } from '../../simulator/src/commands';
import { SimCounters } from '../../simulator/src/counters';
import { createLink, type DeviceLink, type OsmAndFormat } from '../../simulator/src/transports';
import type { VehicleReport } from '../../simulator/src/types';
import { fixAt, STATUS } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const SERIAL = '860000000000042';

/** A vehicle stand-in that remembers the commands it was given and answers like the simulator. */
class Target implements CommandTarget {
  readonly commands: DeviceCommand[] = [];
  applyCommand(command: DeviceCommand): CommandOutcome {
    this.commands.push(command);
    return { ok: true, reply: command.kind === 'relay' ? 'Cut off the fuel supply: Success!' : 'OK' };
  }
  snapshot() {
    return { fix: fixAt(0), status: STATUS };
  }
}

const report = (i: number): VehicleReport => ({ type: 'position', fix: fixAt(i), status: STATUS });

/** The simulator's real device transports, as the demo and load tests run them, against the gateway. */
describe('simulated devices', () => {
  let t: TestGateway;
  let link: DeviceLink | undefined;

  afterEach(async () => {
    await link?.close();
    link = undefined;
    await t.gateway.close();
  });

  function open(
    protocol: Protocol,
    target: Target,
    counters: SimCounters,
    osmandFormat?: OsmAndFormat,
  ): DeviceLink {
    link = createLink(
      protocol,
      { deviceId: SERIAL, target, counters },
      {
        port: t.port(protocol),
        reconnectBaseMs: 50,
        reconnectMaxMs: 200,
        ...(osmandFormat ? { osmandFormat } : {}),
      },
    );
    link.connect();
    return link;
  }

  it.each(['gt06', 'h02', 'teltonika'] as const)(
    '%s: logs in, reports, and answers a requested command',
    async (protocol) => {
      t = await startTestGateway({ known: [SERIAL] });
      const target = new Target();
      const counters = new SimCounters();
      const device = open(protocol, target, counters);
      await waitFor(() => device.online, 'the device online');
      for (let i = 1; i <= 5; i++) device.send(report(i));
      await waitFor(() => t.ingest.of(SERIAL, 'position').length === 5, 'five positions');

      const stop = t.outbox.request(SERIAL, { key: 'ENGINE_STOP' }, 1234);
      await waitFor(() => t.ingest.replies.length === 1, 'the reply');
      expect(target.commands).toEqual([{ kind: 'relay', cut: true }]);
      expect(t.ingest.replies[0].reply).toMatchObject({ protocol, commandId: stop.commandId });
      expect(counters.errors).toBe(0);
      // GT06: login and five positions are acknowledged; H02: five V1 replies; Teltonika: five counts.
      await waitFor(() => counters.acksReceived >= 5, 'acks');
    },
  );

  it('jt808: registers, authenticates, reports, and answers a requested text command', async () => {
    t = await startTestGateway({ known: [SERIAL] });
    const target = new Target();
    const counters = new SimCounters();
    const device = open('jt808', target, counters);
    await waitFor(() => device.online, 'the device online');
    for (let i = 1; i <= 5; i++) device.send(report(i));
    await waitFor(() => t.ingest.of(SERIAL, 'position').length === 5, 'five positions');
    expect(
      t.ingest
        .of(SERIAL)
        .map((m) => m.type)
        .slice(0, 2),
    ).toEqual(['login', 'login']);

    // The standard has no relay message: a vendor's text command travels in 0x8300.
    const stop = t.outbox.request(SERIAL, { key: 'CUSTOM', text: 'RELAY,1#' });
    await waitFor(() => t.ingest.replies.length === 1, 'the reply');
    expect(target.commands).toEqual([{ kind: 'relay', cut: true }]);
    expect(t.ingest.replies[0].reply).toMatchObject({
      protocol: 'jt808',
      commandId: stop.commandId,
      text: 'success',
    });
    expect(counters.errors).toBe(0);
    // The registration, the authentication and five positions are answered.
    await waitFor(() => counters.acksReceived >= 7, 'answers');
  });

  it.each(['query-post', 'form', 'json'] as const)(
    'osmand (%s): reports are answered 200',
    async (format) => {
      t = await startTestGateway({ known: [SERIAL] });
      const target = new Target();
      const counters = new SimCounters();
      const device = open('osmand', target, counters, format);
      t.outbox.add(SERIAL, { key: 'ENGINE_STOP' });
      for (let i = 1; i <= 3; i++) device.send(report(i));
      await waitFor(() => counters.acksReceived === 3, 'three answers');
      expect(t.ingest.of(SERIAL, 'position')).toHaveLength(3);
      expect(counters.rejected).toBe(0);
      // Query and form clients read a command from the answer; the JSON client cannot.
      expect(target.commands).toEqual(format === 'json' ? [] : [{ kind: 'relay', cut: true }]);
    },
  );

  it('osmand: an unknown phone is refused and counted on both sides', async () => {
    t = await startTestGateway({ known: [] });
    const counters = new SimCounters();
    const device = open('osmand', new Target(), counters, 'query-get');
    device.send(report(1));
    await waitFor(() => counters.rejected === 1, 'the refusal');
    expect(t.gateway.status().protocols.osmand.refusedUnknown).toBe(1);
  });
});
