import { randomUUID } from 'node:crypto';
import { REQUEST_ID_MAX_LENGTH } from '@gps/contracts';
import { ADMIN_PASSWORD, TestApp, sha } from '../support/app-harness';
import { Tenants, allEvents } from '../support/tenants';
import { doorsOf, type Door } from '../support/two-doors';

/**
 * The idempotency key (the /api body's requestId, GraphQL's Idempotency-Key header) is part of the
 * command id kept in every event's metadata. Unbounded, a device account grew the permanent log by
 * 1 MB a call; now a key is 1 to 128 visible ASCII characters, anything else answers -2 naming
 * requestId and writes nothing, and a key that fits keeps working as before.
 */

jest.setTimeout(30_000);

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 866_100_000_000_000);

/** The largest metadata any event written by a call may carry: the command id with a full key, and the actor. */
const METADATA_BUDGET = 512;
/** The finding's key: 1 MB, which fits under the /api body limit (1 MiB) with the rest of the call. */
const ONE_MB = 1_000_000;

beforeAll(async () => {
  app = await TestApp.start();
  admin = await app.adminToken();
});
afterAll(() => app.stop());

/** Waits until every projection has processed the whole log (the system log is not awaited by calls). */
async function settled(): Promise<void> {
  const head = await app.platform.events.headPosition();
  if (head !== undefined) await app.platform.runner.waitFor(head);
}

/** Runs `call` and answers what it did to the event log: the events written and their metadata's size. */
async function logGrowth<T>(call: () => Promise<T>) {
  await settled();
  const before = (await allEvents(app)).length;
  const result = await call();
  await settled();
  const written = (await allEvents(app)).slice(before);
  const metadataBytes = written.map((e) => Buffer.byteLength(JSON.stringify(e.metadata)));
  return { result, written, largestMetadata: Math.max(0, ...metadataBytes) };
}

async function deviceAccount(): Promise<{ serial: string; token: string }> {
  const [serial] = await tenants.devices(admin, 1);
  const device = await tenants.deviceAccount(admin, serial);
  return { serial, token: await tenants.signInDevice(device) };
}

describe('a requestId of 1 MB through /api', () => {
  it('is refused with -2 naming requestId and writes nothing, from a device account', async () => {
    const { serial, token } = await deviceAccount();
    const { result, written } = await logGrowth(() =>
      app.api(
        'editDevice',
        { deviceSerialNumber: serial, carName: 'Huge key', requestId: 'k'.repeat(ONE_MB) },
        token,
      ),
    );
    expect(result.code).toBe(-2);
    expect(result.message).toMatch(/^requestId: must be 1 to 128 visible ASCII characters/);
    expect(result.data.issues).toEqual([
      { field: 'requestId', code: 'pattern', message: expect.any(String) },
    ]);
    expect(written).toEqual([]);
    expect((await tenants.device(admin, serial)).carName).not.toBe('Huge key');
  });

  it("from an administrator, only the system log's entry of the refusal is written, and it is small", async () => {
    const [serial] = await tenants.devices(admin, 1);
    const { result, written, largestMetadata } = await logGrowth(() =>
      app.api(
        'editDevice',
        { deviceSerialNumber: serial, carName: 'Huge key', requestId: 'k'.repeat(ONE_MB) },
        admin,
      ),
    );
    expect(result.code).toBe(-2);
    expect(written.map((e) => e.type)).toEqual(['AdminActionLogged']);
    expect(written[0].data).toMatchObject({ action: 'editDevice', outcome: 'failure' });
    expect(largestMetadata).toBeLessThan(METADATA_BUDGET);
  });
});

describe('a public call', () => {
  it('takes no key: a requestId it is sent is an unknown field, ignored like any other', async () => {
    const res = await app.api('loginAccount', {
      account: 'admin',
      password: sha(ADMIN_PASSWORD),
      requestId: 'not a key ①',
    });
    expect(res.code).toBe(0);
  });
});

describe('an Idempotency-Key too large for GraphQL', () => {
  it('a 1 MB header never reaches the app: Node refuses the request (431) and nothing is written', async () => {
    const { serial, token } = await deviceAccount();
    const { result, written } = await logGrowth(async () => {
      try {
        const res = await fetch(`${app.server.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': 'k'.repeat(ONE_MB),
          },
          body: JSON.stringify({
            query: 'mutation ($input: EditDeviceInput!) { editDevice(input: $input) { carName } }',
            variables: { input: { deviceSerialNumber: serial, carName: 'Huge key' } },
          }),
        });
        return res.status;
      } catch {
        // Node may close the connection before the client has read the 431.
        return 'closed';
      }
    });
    expect([431, 'closed']).toContain(result);
    expect(written).toEqual([]);
  });
});

describe.each(doorsOf(() => app))('the requestId through $name', (door: Door) => {
  it('a key over 128 characters (the largest a header carries here) is -2 and writes nothing', async () => {
    const { serial, token } = await deviceAccount();
    const requestId = 'k'.repeat(8 * 1024);
    const { result, written } = await logGrowth(() =>
      door.call('editDevice', { deviceSerialNumber: serial, carName: 'Long key' }, token, { requestId }),
    );
    expect(result.code).toBe(-2);
    expect(result.message).toMatch(/^requestId: /);
    expect(written).toEqual([]);
  });

  it.each([
    ['one character too many', 'k'.repeat(REQUEST_ID_MAX_LENGTH + 1)],
    ['a space', 'retry 1'],
    // Latin-1, since a header carries nothing wider.
    ['a non-ASCII character', 'retry-é'],
  ])('a key with %s is -2 and writes nothing', async (_what, requestId) => {
    const { serial, token } = await deviceAccount();
    const { result, written } = await logGrowth(() =>
      door.call('editDevice', { deviceSerialNumber: serial, carName: 'Bad key' }, token, { requestId }),
    );
    expect(result.code).toBe(-2);
    expect(written).toEqual([]);
  });

  it.each([
    ['a UUID', () => randomUUID()],
    ['the longest key (128 characters of every kind allowed)', () => keyOf(REQUEST_ID_MAX_LENGTH)],
  ])('%s still makes a retry write nothing twice, and is kept as sent', async (_what, key) => {
    const { serial, token } = await deviceAccount();
    const requestId = key();
    const input = { deviceSerialNumber: serial, carName: `Once ${requestId.length}` };
    const first = await logGrowth(() => door.call('editDevice', input, token, { requestId }));
    expect(first.result.code).toBe(0);
    expect(first.written.map((e) => e.type)).toEqual(['DeviceEdited']);
    // Auditors read the key as the client sent it, to match it with the client's own records.
    expect(first.written[0].metadata.commandId).toBe(`editDevice:${serial}:${requestId}`);
    expect(first.largestMetadata).toBeLessThan(METADATA_BUDGET);
    const retry = await logGrowth(() => door.call('editDevice', input, token, { requestId }));
    expect(retry.result).toEqual(first.result);
    expect(retry.written).toEqual([]);
  });
});

/** A key of `length` characters using letters, digits and punctuation (visible ASCII). */
function keyOf(length: number): string {
  const visible = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');
  return `${randomUUID()}${visible.repeat(2)}`.slice(0, length);
}
