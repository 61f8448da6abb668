import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { imeiOf } from '@gps/codes';
import { deviceDecider, streams, type DeviceCommand } from '@gps/domain';
import { SqliteEventStore, type EventStore } from '@gps/event-store';
import { FoldCheckpoints } from '../../src/audit/history/fold-checkpoints';
import { auditHistory } from '../../src/audit/history/history';
import { recordedMicros } from '../../src/audit/history/recorded-time';
import { auditStateAsOf } from '../../src/audit/history/state-as-of';

const SERIAL = imeiOf('86000000000123');
const STREAM = streams.device(SERIAL);
const DAY_MS = 86_400_000;
const EVENTS = 9;
const US = 1000;

/** No read model holds the actors: each is named by its id. */
const noReadModels = { get: async () => undefined, find: async () => ({ total: 0, rows: [] }) };

/**
 * A read from checkpoints answers what a read from the start answers: every page of a history and
 * every moment of a state, with checkpoints every 2 events, equal those made with none kept.
 */
describe('fold checkpoints', () => {
  let dir: string;
  let store: EventStore;
  const entity = {
    entityType: 'device',
    key: SERIAL,
    label: SERIAL,
    streamId: STREAM,
    events: EVENTS,
  } as const;
  const checkpoints = (every: number) =>
    new FoldCheckpoints({ every, maxStreams: 4, ttlMs: 60_000, now: Date.now });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-checkpoints-'));
    store = new SqliteEventStore({ file: join(dir, 'events.sqlite'), synchronous: 'NORMAL' });
    // A device added, then its service adjusted: the decider's own events, one append at a time.
    let state = deviceDecider.initialState;
    const at = Date.UTC(2026, 10, 1);
    for (let i = 0; i < EVENTS; i++) {
      const command: DeviceCommand =
        i === 0
          ? { type: 'AddDevice', serialNumber: SERIAL, serviceExpiredAt: at, at }
          : {
              type: 'AdjustService',
              serialNumber: SERIAL,
              serviceExpiredAt: at + i * DAY_MS,
              reason: `adjustment ${i}`,
              at,
              by: 'a1',
              byAccount: 'admin',
            };
      const [event] = deviceDecider.decide(command, state);
      state = deviceDecider.evolve(state, event);
      await store.append(
        STREAM,
        [
          {
            id: randomUUID(),
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { version: event.version, commandId: `c${i}`, actor: { kind: 'admin', id: 'a1' } },
          },
        ],
        'any',
      );
      // Each event recorded in a millisecond of its own, so that every moment between two is one.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('given checkpoints left by earlier reads, every page answers the same as from the start', async () => {
    const kept = checkpoints(2);
    for (const rows of [1, 2, 4]) {
      for (let index = Math.ceil(EVENTS / rows) - 1; index >= 0; index--) {
        const page = { index, rows };
        const fresh = await auditHistory(
          { events: store, read: noReadModels, checkpoints: checkpoints(1000) },
          entity,
          page,
        );
        expect(
          await auditHistory({ events: store, read: noReadModels, checkpoints: kept }, entity, page),
        ).toEqual(fresh);
      }
    }
    expect(kept.nearest(STREAM, () => true)?.count).toBe(8);
  });

  test('given checkpoints, the state as of every moment and every comparison is the same as from the start', async () => {
    const recorded = await store.readStream(STREAM);
    const moments = [0, ...recorded.map(recordedMicros), recordedMicros(recorded[EVENTS - 1]) + US];
    const kept = checkpoints(2);
    for (const at of [...moments].reverse()) {
      for (const compareAt of [undefined, moments[0], moments[4]]) {
        const fresh = await auditStateAsOf({ events: store, checkpoints: checkpoints(1000) }, entity, {
          at,
          compareAt,
        });
        expect(await auditStateAsOf({ events: store, checkpoints: kept }, entity, { at, compareAt })).toEqual(
          fresh,
        );
      }
    }
  });

  test('expired checkpoints are dropped, and forgetAll drops every one', () => {
    let now = 0;
    const kept = new FoldCheckpoints({ every: 2, maxStreams: 1, ttlMs: 10, now: () => now });
    kept.remember('a-1', { count: 2, state: 'two', lastRecordedAt: 1 });
    expect(kept.nearest('a-1', () => true)?.state).toBe('two');
    now = 10;
    expect(kept.nearest('a-1', () => true)).toBeUndefined();
    kept.remember('a-1', { count: 2, state: 'two', lastRecordedAt: 1 });
    kept.remember('b-1', { count: 2, state: 'other', lastRecordedAt: 1 });
    expect(kept.nearest('a-1', () => true)).toBeUndefined();
    kept.forgetAll();
    expect(kept.nearest('b-1', () => true)).toBeUndefined();
  });
});
