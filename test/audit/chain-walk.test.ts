import { chainHash, GENESIS_HASH, type RecordedEvent, type StoredLink } from '@gps/event-store';
import { walkChain } from '../../apps/api/src/audit/verification';

/**
 * The chain walk on events linked here (the store adapters' own linking is tested with them, and
 * the walk on a real store in verify-store.test.ts): each problem found first, at its place.
 */

const noProgress = () => undefined;

/** `count` events of two streams, linked as an adapter links them. */
function chained(count: number): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  let previous = GENESIS_HASH;
  for (let i = 0; i < count; i++) {
    const streamId = i % 2 === 0 ? 'device-a' : 'device-b';
    const event: RecordedEvent = {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      streamId,
      type: 'PositionReported',
      data: { latitude: 25 + i / 1000, n: i },
      metadata: { version: 1, source: 'gateway' },
      revision: Math.floor(i / 2),
      position: BigInt(i + 1),
      recordedAt: new Date(Date.UTC(2026, 10, 25, 0, 0, i)).toISOString(),
    };
    const hash = chainHash(previous, event);
    events.push({ ...event, hash, previousHash: previous });
    previous = hash;
  }
  return events;
}

type Read = { after?: bigint; limit?: number };

const batchOf = <T extends { position: bigint }>(items: T[], { after, limit = 1000 }: Read = {}) =>
  items.filter((e) => after === undefined || e.position > after).slice(0, limit);

/** A log that reads `events` in batches, as a store's readAll does. */
function readLogOf(events: RecordedEvent[]) {
  return {
    readAll: async (options?: Read) => batchOf(events, options),
    headPosition: async () => events.at(-1)?.position,
  };
}

/** As a store of stored text reads it: each event's JSON as JSON.stringify wrote it. */
const storedLinkOf = (event: RecordedEvent): StoredLink => ({
  ...event,
  data: JSON.stringify(event.data),
  metadata: JSON.stringify(event.metadata),
  hash: event.hash ?? null,
  previousHash: event.previousHash ?? null,
});

/** A log that also reads `events` as stored, which the walk prefers to readAll. */
function storedLogOf(events: RecordedEvent[], stored = events.map(storedLinkOf)) {
  return {
    ...readLogOf(events),
    readStoredLinks: async (options?: Read) => batchOf(stored, options),
  };
}

describe.each([
  ['as read (each event written back to JSON)', readLogOf],
  ['as stored (its JSON text as it is)', (events: RecordedEvent[]) => storedLogOf(events)],
])('the chain walk, the log %s', (_how, logOf) => {
  it('finds an intact chain intact, across batches, and ends at the head with its hash', async () => {
    const events = chained(25);
    const progress: number[] = [];
    const walk = await walkChain(logOf(events), (p) => progress.push(p.checked), 4);
    expect(walk).toEqual({
      intact: true,
      head: { position: 25n, hash: events[24].hash, events: 25 },
    });
    expect(progress.at(-1)).toBe(25);
  });

  it('finds an empty log intact, with no head', async () => {
    expect(await walkChain(logOf([]), noProgress)).toEqual({
      intact: true,
      head: { position: undefined, hash: undefined, events: 0 },
    });
  });

  it('names an altered event a hash mismatch, at its position', async () => {
    const events = chained(10);
    events[6] = { ...events[6], data: { ...events[6].data, latitude: 0 } };
    expect(await walkChain(logOf(events), noProgress, 3)).toEqual({
      intact: false,
      problem: { problem: 'hash_mismatch', position: 7n, detail: 'stream device-a revision 3' },
    });
  });

  it('names a deleted event a broken link, at the event after it', async () => {
    const events = chained(10);
    events.splice(4, 1);
    expect(await walkChain(logOf(events), noProgress)).toEqual({
      intact: false,
      problem: { problem: 'broken_link', position: 6n, detail: 'stream device-b revision 2' },
    });
  });

  it('names an event rehashed after its predecessor was deleted a broken link at the next one', async () => {
    // Whoever deletes an event and rehashes its successor only moves the break one event on.
    const events = chained(10);
    const [, successor] = events.splice(4, 2);
    const relinked = { ...successor, previousHash: events[3].hash };
    events.splice(4, 0, { ...relinked, hash: chainHash(events[3].hash as string, relinked) });
    expect(await walkChain(logOf(events), noProgress)).toEqual({
      intact: false,
      problem: { problem: 'broken_link', position: 7n, detail: 'stream device-a revision 3' },
    });
  });

  it('names a reordered pair (contents and links swapped between two positions) a hash mismatch', async () => {
    const events = chained(10);
    const [first, second] = [events[2], events[3]];
    const contentOf = ({ position: _p, ...rest }: RecordedEvent) => rest;
    events[2] = { ...contentOf(second), position: first.position };
    events[3] = { ...contentOf(first), position: second.position };
    expect(await walkChain(logOf(events), noProgress)).toEqual({
      intact: false,
      problem: { problem: 'hash_mismatch', position: 3n, detail: 'stream device-b revision 1' },
    });
  });

  it('names an event without a hash a missing hash', async () => {
    const events = chained(10);
    events[8] = { ...events[8], hash: undefined };
    expect(await walkChain(logOf(events), noProgress)).toEqual({
      intact: false,
      problem: { problem: 'missing_hash', position: 9n, detail: 'stream device-a revision 4' },
    });
  });

  it('stops at the head it found at the start: events appended meanwhile are the next walk’s', async () => {
    const events = chained(12);
    const log = logOf(events.slice(0, 8));
    const growing = { ...logOf(events), headPosition: log.headPosition };
    const walk = await walkChain(growing, noProgress, 5);
    expect(walk).toEqual({ intact: true, head: { position: 8n, hash: events[7].hash, events: 8 } });
  });
});

describe('the chain walk over stored text', () => {
  it('names text changed without changing what it parses to (a space added) a hash mismatch', async () => {
    const events = chained(6);
    const stored = events.map(storedLinkOf);
    stored[3] = { ...stored[3], data: stored[3].data.replace(':', ': ') };
    expect(JSON.parse(stored[3].data)).toEqual(events[3].data);
    expect(await walkChain(storedLogOf(events, stored), noProgress)).toEqual({
      intact: false,
      problem: { problem: 'hash_mismatch', position: 4n, detail: 'stream device-b revision 1' },
    });
  });
});
