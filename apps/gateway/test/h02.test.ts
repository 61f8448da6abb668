import { RawClient } from './support/clients';
import { h02 } from './support/frames';
import { startTestGateway, type TestGateway } from './support/harness';
import { waitFor } from './support/wait';

jest.setTimeout(30_000);

const ID = '860000000000011';
const OTHER = '860000000000012';
const NOW = Date.UTC(2026, 4, 1, 8, 30, 15);

describe('H02 listener', () => {
  let t: TestGateway;
  const clients: RawClient[] = [];

  async function device(): Promise<RawClient> {
    const client = await RawClient.h02(t.port('h02'));
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await t.gateway.close();
  });

  it('identifies the connection by its first sentence and answers V1 and heartbeats after recording', async () => {
    t = await startTestGateway({ known: [ID], clock: () => NOW });
    const client = await device();
    client.write(
      Buffer.concat([h02.position(ID, 1), Buffer.from('\r\n'), h02.heartbeat(ID), h02.position(ID, 2)]),
    );
    await waitFor(() => client.frames.length === 3, 'three replies');
    expect(client.text()).toEqual([
      `*HQ,${ID},V4,V1,20260501083015#`,
      `*HQ,${ID},HTBT#`,
      `*HQ,${ID},V4,V1,20260501083015#`,
    ]);
    expect(t.ingest.of(ID).map((m) => m.type)).toEqual(['position', 'heartbeat', 'position']);
    expect(t.ingest.of(ID, 'position')[0]).toMatchObject({
      deviceId: ID,
      position: { protocol: 'h02', latitude: expect.closeTo(23.9801, 4), valid: true },
    });
    expect(t.ingest.events).toEqual([`connected:${ID}:h02`]);
    expect(t.gateway.status().protocols.h02).toMatchObject({ messages: 3, acks: 3, framingErrors: 0 });
  });

  it('answers in the dialect of the device and sends R12 acknowledgements when asked to', async () => {
    t = await startTestGateway({ known: [ID], clock: () => NOW, h02: { ack: true } });
    const client = await device();
    const th = h02.position(ID, 1).toString('latin1').replace('*HQ,', '*TH,');
    client.write(th + `*HQ,${ID},BASE,whatever#`);
    await waitFor(() => client.frames.length === 2, 'two replies');
    expect(client.text()).toEqual([`*TH,${ID},V4,V1,20260501083015#`, `*HQ,${ID},R12,083015#`]);
    expect(t.ingest.of(ID).map((m) => m.type)).toEqual(['position', 'unknown']);
  });

  it('refuses an unknown device: counted, connection closed, nothing recorded', async () => {
    t = await startTestGateway({ known: [ID] });
    const client = await device();
    client.write(Buffer.concat([h02.position(OTHER, 1), h02.position(OTHER, 2)]));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toEqual([]);
    expect(t.ingest.calls).toEqual([]);
    expect(t.gateway.status().protocols.h02.refusedUnknown).toBe(1);
    expect(t.gateway.status().unknownDevices[0]).toMatchObject({ serial: OTHER, protocol: 'h02' });
  });

  it('closes a connection that switches to another device id', async () => {
    t = await startTestGateway({ known: [ID, OTHER] });
    const client = await device();
    client.write(Buffer.concat([h02.position(ID, 1), h02.position(OTHER, 2)]));
    await waitFor(() => client.closed, 'the connection to close');
    expect(client.frames).toHaveLength(1);
    expect(t.ingest.of(OTHER)).toEqual([]);
    expect(t.gateway.status().protocols.h02.protocolViolations).toBe(1);
  });

  it('closes a connection whose sentence never ends, while another device keeps working', async () => {
    t = await startTestGateway({ known: [ID, OTHER] });
    const good = await device();
    good.write(h02.position(ID, 1));
    await waitFor(() => good.frames.length === 1, 'first reply');
    const broken = await device();
    broken.write(`*HQ,${OTHER},V1,${'9'.repeat(2000)}`);
    await waitFor(() => broken.closed, 'the broken connection to close');
    good.write(h02.heartbeat(ID));
    await waitFor(() => good.frames.length === 2, 'heartbeat echo');
    expect(t.gateway.status().protocols.h02.closedForGarbage).toBe(1);
  });

  it('delivers a pending command after the first sentence and records the V4 reply with its time', async () => {
    t = await startTestGateway({ known: [ID], clock: () => NOW });
    const pending = t.outbox.add(ID, { key: 'ENGINE_STOP' });
    const client = await device();
    client.write(h02.position(ID, 1));
    await waitFor(() => client.frames.length === 2, 'reply and command');
    expect(client.text()[1]).toBe(`*HQ,${ID},S20,083015,1,1#`);
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.sent[0]).toEqual({
      serial: ID,
      sent: {
        commandId: pending.commandId,
        at: NOW,
        protocol: 'h02',
        text: `*HQ,${ID},S20,083015,1,1#`,
        commandTime: '083015',
      },
    });

    client.write(h02.confirmation(ID, 'S20', ['1', '1'], '083015'));
    await waitFor(() => t.ingest.replies.length === 1, 'the reply');
    expect(t.ingest.replies[0]).toMatchObject({
      serial: ID,
      receivedAt: NOW,
      reply: {
        protocol: 'h02',
        commandId: pending.commandId,
        command: 'S20',
        commandTime: '083015',
        position: expect.objectContaining({ protocol: 'h02' }),
      },
    });
    expect(t.gateway.status().protocols.h02).toMatchObject({ commandsSent: 1, commandReplies: 1 });
  });

  it('gives commands sent in the same second distinct times, and matches each reply', async () => {
    t = await startTestGateway({ known: [ID], clock: () => NOW });
    const client = await device();
    client.write(h02.position(ID, 1));
    await waitFor(() => client.frames.length === 1, 'reply');
    const fast = t.outbox.request(ID, { key: 'FREQ', value: 'fast' });
    const resume = t.outbox.request(ID, { key: 'ENGINE_RESUME' });
    await waitFor(() => client.frames.length === 3, 'two commands');
    expect(client.text().slice(1)).toEqual([`*HQ,${ID},S71,083015,22,15#`, `*HQ,${ID},S20,083016,1,0#`]);

    client.write(h02.confirmation(ID, 'S20', ['1', '0'], '083016'));
    client.write(h02.confirmation(ID, 'S71', ['22', '15'], '083015'));
    await waitFor(() => t.ingest.replies.length === 2, 'both replies');
    expect(t.ingest.replies.map((r) => r.reply.commandId)).toEqual([resume.commandId, fast.commandId]);
  });

  it('reports a command H02 cannot express as failed instead of sending it', async () => {
    t = await startTestGateway({ known: [ID] });
    const psw = t.outbox.add(ID, { key: 'PSW', value: 'abc123' });
    const stop = t.outbox.add(ID, { key: 'ENGINE_STOP' });
    const client = await device();
    client.write(h02.heartbeat(ID));
    await waitFor(() => client.frames.length === 2, 'echo and the relay command');
    expect(client.text()[1]).toMatch(new RegExp(`^\\*HQ,${ID},S20,\\d{6},1,1#$`));
    await waitFor(() => t.outbox.sent.length === 1, 'markSent');
    expect(t.outbox.failed).toEqual([
      {
        serial: ID,
        commandId: psw.commandId,
        error: expect.objectContaining({ code: 'unsupported_command' }),
      },
    ]);
    expect(t.outbox.sent[0].sent.commandId).toBe(stop.commandId);
    expect(t.gateway.status().protocols.h02).toMatchObject({ commandsFailed: 1, commandsSent: 1 });
  });
});
