import { encodeGt06Frame, Gt06Type, parseGt06Frame } from '@gps/protocols';
import { parseGt06ServerCommand } from '../../simulator/src/transports/gt06-frames';
import { RawClient } from './support/clients';
import { gt06 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const IMEI = '860000000000001';
const NOW = Date.UTC(2026, 4, 1, 8, 0, 0);

/** Server flag and text of a 0x80 frame the gateway sent, read as the simulated devices read it. */
function command(frame: Buffer): { flag: number; text: string } {
  const parsed = parseGt06Frame(frame);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const content = parseGt06ServerCommand(frame.subarray(parsed.frame.contentStart, parsed.frame.contentEnd));
  if (!content) throw new Error('0x80 content too short');
  return { flag: content.serverFlag, text: content.text };
}

/** 0x21 reply: server flag, encoding 1 (ASCII), text. Devices expect no ACK for it. */
function reply21(flag: number, text: string, serial: number): Buffer {
  const content = Buffer.alloc(5 + text.length);
  content.writeUInt32BE(flag, 0);
  content[4] = 1;
  content.write(text, 5, 'latin1');
  return encodeGt06Frame(Gt06Type.STRING_REPLY_NEW, content, serial);
}

describe('GT06 command delivery', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function device(): Promise<RawClient> {
    const client = await RawClient.gt06(t.port('gt06'));
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('sends pending commands right after the login ACK, then records the 0x15 reply and ACKs it', async () => {
    t = await startTestGateway({ known: [IMEI], clock: () => NOW });
    const stop = t.outbox.add(IMEI, { key: 'ENGINE_STOP' }, 0xdeadbeef);
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 2, 'login ack and command');
    const [ack, cmd] = client.gt06();
    expect(ack.type).toBe(Gt06Type.LOGIN);
    expect(cmd.type).toBe(Gt06Type.COMMAND);
    expect(command(cmd.frame)).toEqual({ flag: 0xdeadbeef, text: 'RELAY,1#' });
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.sent[0]).toEqual({
      serial: IMEI,
      sent: { commandId: stop.commandId, at: NOW, protocol: 'gt06', text: 'RELAY,1#' },
    });

    client.write(gt06.reply(0xdeadbeef, 'Cut off the fuel supply: Success!', 2));
    await waitFor(() => client.frames.length === 3, 'the reply ACK');
    expect(client.gt06()[2]).toMatchObject({ type: Gt06Type.STRING_REPLY, serial: 2 });
    expect(t.ingest.replies).toEqual([
      {
        serial: IMEI,
        receivedAt: NOW,
        reply: {
          protocol: 'gt06',
          commandId: stop.commandId,
          requestNumber: 0xdeadbeef,
          text: 'Cut off the fuel supply: Success!',
        },
      },
    ]);
  });

  it('delivers at once when a command is requested for a connected device', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 1, 'login ack');
    t.outbox.request('860000000000999', { key: 'LOCATE' }); // not connected: stays pending
    const freq = t.outbox.request(IMEI, { key: 'FREQ', value: 'fast' }, 7);
    await waitFor(() => client.frames.length === 2, 'the command');
    expect(command(client.gt06()[1].frame)).toEqual({ flag: 7, text: 'FREQ,15#' });
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.sent[0].sent.commandId).toBe(freq.commandId);
    expect(await t.outbox.pending('860000000000999')).toHaveLength(1);
  });

  it('records a 0x21 reply carrying a position, without an ACK', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const where = t.outbox.add(IMEI, { key: 'LOCATE' }, 42);
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => client.frames.length === 2, 'login ack and command');
    const text =
      'Current position!Lat:N23.980000,Lon:E120.970000,Course:90.00,Speed:40.00,DateTime:2026-05-01 06:00:00';
    client.write(Buffer.concat([reply21(42, text, 2), gt06.heartbeat(3)]));
    await waitFor(() => client.frames.length === 3, 'the heartbeat ACK');
    expect(client.gt06()[2]).toMatchObject({ type: Gt06Type.HEARTBEAT, serial: 3 });
    expect(t.ingest.replies[0].reply).toMatchObject({
      commandId: where.commandId,
      requestNumber: 42,
      position: { latitude: 23.98, longitude: 120.97 },
    });
  });

  it('matches a reply that arrives on the connection that replaced the one the command went out on', async () => {
    t = await startTestGateway({ known: [IMEI] });
    const vbat = t.outbox.add(IMEI, { key: 'VBAT' }, 9);
    const old = await device();
    old.write(gt06.login(IMEI, 1));
    await waitFor(() => old.frames.length === 2, 'login ack and command');
    const fresh = await device();
    fresh.write(Buffer.concat([gt06.login(IMEI, 1), gt06.reply(9, 'VBAT=4.05V', 2)]));
    await waitFor(() => t.ingest.replies.length === 1, 'the reply');
    expect(t.ingest.replies[0].reply.commandId).toBe(vbat.commandId);
  });

  it('keeps serving the device when the outbox fails', async () => {
    t = await startTestGateway({ known: [IMEI] });
    t.outbox.pending = () => Promise.reject(new Error('outbox down'));
    const client = await device();
    client.write(gt06.login(IMEI, 1));
    await waitFor(() => t.gateway.status().protocols.gt06.outboxFailures === 1, 'the outbox failure');
    client.write(gt06.position(2));
    await waitFor(() => client.frames.length === 2, 'position ack');
    expect(client.closed).toBe(false);
  });

  it('stops listening for requests when closed', async () => {
    t = await startTestGateway({ known: [IMEI] });
    expect(t.outbox.listenerCount).toBe(1);
    await t.gateway.close();
    expect(t.outbox.listenerCount).toBe(0);
  });
});
