import { timeOrderedId } from '../src/ingest';

describe('TelemetryIngest: event ids', () => {
  it('are version 7 UUIDs carrying the time, in the shape the event store accepts', () => {
    const at = Date.UTC(2026, 4, 1, 8, 0, 0, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sort by time across milliseconds, and never repeat', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) =>
      timeOrderedId(1_700_000_000_000 + Math.floor(i / 10)),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const firstOfEachMs = ids.filter((_, i) => i % 10 === 0);
    expect([...firstOfEachMs].sort()).toEqual(firstOfEachMs);
  });
});
