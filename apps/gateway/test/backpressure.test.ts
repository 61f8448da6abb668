import { RawClient } from './support/clients';
import { gt06 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { Gate, waitFor } from './support/wait';

jest.setTimeout(120_000);

const FLOODER = '860000000000001';
const QUIET = '860000000000002';
const FLOOD = 50_000;
const MAX_QUEUE = 64;
/** How long the whole flood may take before the test is taken as hung. */
const FLOOD_GUARD_MS = 90_000;

describe('back-pressure', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('pauses a flooding connection without starving another or growing without bound', async () => {
    t = await startTestGateway({ known: [FLOODER, QUIET], maxQueue: MAX_QUEUE });
    const stuck = new Gate();
    t.ingest.hook = (serial, message) =>
      serial === FLOODER && message.type === 'position' ? stuck.opened : undefined;

    // The flooder does not even read its acks: everything it sends piles up on the gateway's side.
    const flooder = await RawClient.gt06(t.port('gt06'), { paused: true });
    clients.push(flooder);
    const frames = [gt06.login(FLOODER, 1)];
    for (let serial = 2; serial <= FLOOD + 1; serial++) frames.push(gt06.position(serial));
    const frameSize = frames[1].length;
    for (let i = 0; i < frames.length; i += 1000) flooder.write(Buffer.concat(frames.slice(i, i + 1000)));
    await waitFor(() => t.gateway.status().protocols.gt06.queuePauses > 0, 'the flooder to be paused');

    const quiet = await RawClient.gt06(t.port('gt06'));
    clients.push(quiet);
    quiet.write(gt06.login(QUIET, 1));
    for (let serial = 2; serial <= 11; serial++) quiet.write(gt06.position(serial));
    await waitFor(() => quiet.frames.length === 11, 'the quiet device to get its 11 acks');
    expect(quiet.gt06().map((a) => a.serial)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(t.ingest.of(QUIET, 'position')).toHaveLength(10);

    // Meanwhile the flood sits in a bounded queue: at most maxQueue plus the frames of one read.
    expect(t.ingest.of(FLOODER, 'position')).toHaveLength(0);
    const oneRead = Math.ceil((64 * 1024 + 2048) / frameSize);
    expect(t.gateway.status().queueHighWater).toBeLessThanOrEqual(MAX_QUEUE + oneRead);

    stuck.open();
    flooder.socket.resume();
    // 50,000 frames: on a loaded 2-core machine (CI beside other work) that took longer than the
    // default guard against a hung test, so this one waits longer; nothing is timed.
    await waitFor(
      () => flooder.frames.length === FLOOD + 1,
      'every flooded frame acknowledged',
      FLOOD_GUARD_MS,
    );
    const serials = flooder.gt06().map((a) => a.serial);
    expect(serials).toEqual(Array.from({ length: FLOOD + 1 }, (_, i) => i + 1));
    expect(t.ingest.of(FLOODER, 'position')).toHaveLength(FLOOD);
    expect(t.gateway.status().queueHighWater).toBeLessThanOrEqual(MAX_QUEUE + oneRead);
    expect(t.gateway.status().protocols.gt06.queuePauses).toBeGreaterThan(1);
  });
});
