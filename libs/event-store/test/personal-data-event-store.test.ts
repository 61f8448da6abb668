import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERASED_PERSONAL_DATA } from '@gps/domain';
import {
  ERASURE_EVENT_TYPE,
  MemoryKeyStore,
  PersonalDataEventStore,
  KurrentDbEventStore,
  SqliteEventStore,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../src';

const AT = 1_764_000_000_000;
const id = () => randomUUID();

const fleetCreated = (fleetId: string, contact: string | null): NewEvent => ({
  id: id(),
  type: 'FleetCreated',
  data: {
    fleetId,
    account: `acct-${fleetId}`,
    alias: 'Alias',
    contact,
    phoneNumber: '02-1234',
    address: null,
    email: '',
    at: AT,
  },
  metadata: { version: 1 },
});
const fleetEdited = (changes: Record<string, unknown>): NewEvent => ({
  id: id(),
  type: 'FleetEdited',
  data: { changes, at: AT },
  metadata: { version: 1 },
});
const erased = (subject: string, generation: number): NewEvent => ({
  id: id(),
  type: ERASURE_EVENT_TYPE,
  data: { subject, accountType: 2, accountId: subject.slice('fleet-'.length), generation, at: AT, by: 'a1' },
});
const position = (): NewEvent => ({
  id: id(),
  type: 'PositionRecorded',
  data: { lat: 25.03, lng: 121.56, at: AT },
});

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) jest.setTimeout(60_000);
/** The layer is adapter-neutral: the same cases on SQLite, and on KurrentDB when a server is given. */
const adapters: { name: string; open: (dir: string) => EventStore }[] = [
  {
    name: 'SQLite',
    open: (dir) => new SqliteEventStore({ file: join(dir, 'platform.sqlite'), pollIntervalMs: 20 }),
  },
  ...(eventStoreUrl ? [{ name: 'KurrentDB', open: () => new KurrentDbEventStore(eventStoreUrl) }] : []),
];
let run = 0;

describe.each(adapters)('PersonalDataEventStore on $name', ({ name, open }) => {
  let dir: string;
  let stored: EventStore;
  let keys: MemoryKeyStore;
  let store: PersonalDataEventStore;
  /** Ids of this test's own: a KurrentDB server keeps every test's streams. */
  let f1: string;
  let f2: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pd-store-'));
    stored = open(dir);
    keys = new MemoryKeyStore();
    store = new PersonalDataEventStore(stored, { keys });
    const tag = `${process.pid}x${Date.now()}x${++run}`;
    [f1, f2] = [`f1t${tag}`, `f2t${tag}`];
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const data = async (s: EventStore, streamId: string): Promise<Record<string, unknown>[]> =>
    (await s.readStream(streamId)).map((e) => e.data);

  it('stores envelopes only and reads the values back on every read path', async () => {
    const before = await stored.headPosition();
    await store.append(
      `fleet-${f1}`,
      [fleetCreated(f1, 'Chen Mei-Ling'), fleetEdited({ email: 'mei@example.tw', alias: 'B' })],
      'no_stream',
    );

    const raw = await data(stored, `fleet-${f1}`);
    expect(raw[0].contact).toMatch(new RegExp(`^pd1:fleet-${f1}:1:[\\w-]+:[\\w-]+:[\\w-]+$`));
    expect(raw[0].phoneNumber).toMatch(`pd1:fleet-${f1}:1:`);
    expect(raw[0]).toMatchObject({ address: null, email: '', alias: 'Alias' });
    expect((raw[1].changes as Record<string, unknown>).email).toMatch(/^pd1:/);
    if (name === 'SQLite') {
      const file =
        readFileSync(join(dir, 'platform.sqlite')).toString('latin1') +
        readFileSync(join(dir, 'platform.sqlite-wal')).toString('latin1');
      expect(file).not.toContain('Chen Mei-Ling');
      expect(file).not.toContain('mei@example.tw');
    }

    const expected = [
      expect.objectContaining({ contact: 'Chen Mei-Ling', phoneNumber: '02-1234', address: null, email: '' }),
      { changes: { email: 'mei@example.tw', alias: 'B' }, at: AT },
    ];
    expect(await data(store, `fleet-${f1}`)).toEqual(expected);
    expect((await store.readAll({ after: before })).map((e) => e.data)).toEqual(expected);
    const delivered: RecordedEvent[] = [];
    const subscription = store.subscribeAll(
      (batch) => {
        delivered.push(...batch);
      },
      { after: before },
    );
    await waitUntil(() => delivered.length === 2);
    await subscription.stop();
    expect(delivered.map((e) => e.data)).toEqual(expected);
  });

  it('reads every field of an erased subject as erased, and leaves other subjects untouched', async () => {
    await store.append(`fleet-${f1}`, [fleetCreated(f1, 'Chen')], 'no_stream');
    await store.append(`fleet-${f2}`, [fleetCreated(f2, 'Lin')], 'no_stream');
    expect(await store.erase(`fleet-${f1}`, AT)).toEqual({ generation: 1, destroyedNow: true });

    expect((await data(store, `fleet-${f1}`))[0]).toMatchObject({
      contact: ERASED_PERSONAL_DATA,
      phoneNumber: ERASED_PERSONAL_DATA,
      address: null,
      email: '',
      alias: 'Alias',
    });
    expect((await data(store, `fleet-${f2}`))[0]).toMatchObject({ contact: 'Lin', phoneNumber: '02-1234' });
  });

  it('encrypts what comes after an erasure with a new key that reads', async () => {
    await store.append(`fleet-${f1}`, [fleetCreated(f1, 'Chen')], 'no_stream');
    await store.erase(`fleet-${f1}`, AT);
    await store.append(`fleet-${f1}`, [fleetEdited({ contact: 'Wang' })], 0);
    const raw = await data(stored, `fleet-${f1}`);
    expect((raw[1].changes as Record<string, unknown>).contact).toMatch(`pd1:fleet-${f1}:2:`);
    const read = await data(store, `fleet-${f1}`);
    expect(read[0].contact).toBe(ERASED_PERSONAL_DATA);
    expect(read[1].changes).toEqual({ contact: 'Wang' });
  });

  it('reads plaintext stored before encryption as it is, and as erased once its subject is', async () => {
    await stored.append(`fleet-${f1}`, [fleetCreated(f1, 'Legacy Chen')], 'no_stream');
    await stored.append(`fleet-${f2}`, [fleetCreated(f2, 'Legacy Lin')], 'no_stream');
    expect((await data(store, `fleet-${f1}`))[0].contact).toBe('Legacy Chen');
    await store.erase(`fleet-${f1}`, AT);
    expect((await data(store, `fleet-${f1}`))[0]).toMatchObject({
      contact: ERASED_PERSONAL_DATA,
      phoneNumber: ERASED_PERSONAL_DATA,
    });
    expect((await data(store, `fleet-${f2}`))[0].contact).toBe('Legacy Lin');
  });

  it('appends a retried command once, whatever the new envelopes look like', async () => {
    const events = [fleetCreated(f1, 'Chen')];
    const first = await store.append(`fleet-${f1}`, events, 'no_stream');
    const retry = await store.append(`fleet-${f1}`, events, 'no_stream');
    expect(retry).toEqual(first);
    expect(await data(store, `fleet-${f1}`)).toHaveLength(1);
    expect(await store.erase(`fleet-${f1}`, AT)).toEqual({ generation: 1, destroyedNow: true });
    expect(await store.erase(`fleet-${f1}`, AT)).toEqual({ generation: 1, destroyedNow: false });
  });

  it('lets undeclared events through untouched, the very objects the adapter read', async () => {
    await store.append(`telemetry-${f1}`, [position(), position()], 'no_stream');
    const raw = await stored.readStream(`telemetry-${f1}`);
    const spy = jest.spyOn(stored, 'readStream').mockResolvedValue(raw);
    const read = await store.readStream(`telemetry-${f1}`);
    spy.mockRestore();
    expect(read).toBe(raw);
  });

  it('forgets a key another process destroyed when it reads the erasure from the log', async () => {
    const other = new PersonalDataEventStore(stored, { keys });
    await store.append(`fleet-${f1}`, [fleetCreated(f1, 'Chen')], 'no_stream');
    expect((await data(other, `fleet-${f1}`))[0].contact).toBe('Chen');
    // The key is destroyed behind `other`'s back; its cache still holds it until the log says so.
    await keys.destroy(`fleet-${f1}`);
    const after = await stored.headPosition();
    const heard: RecordedEvent[] = [];
    const subscription = other.subscribeAll(
      (batch) => {
        heard.push(...batch);
      },
      { types: ['PositionRecorded'], after },
    );
    await store.append(`personaldata-fleet-${f1}`, [erased(`fleet-${f1}`, 1)], 'no_stream');
    await store.append(`telemetry-${f2}`, [position()], 'no_stream');
    await waitUntil(() => heard.length === 1);
    await subscription.stop();
    expect(heard.map((e) => e.type)).toEqual(['PositionRecorded']);
    expect((await data(other, `fleet-${f1}`))[0].contact).toBe(ERASED_PERSONAL_DATA);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
