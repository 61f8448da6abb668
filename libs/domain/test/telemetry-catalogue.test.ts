import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TELEMETRY_EVENT_TYPES, TELEMETRY_SNAPSHOT_EVENT_TYPES } from '../src';

/** The catalogue is the contract for projections and auditors: it must not fall behind the code. */
describe('docs/event-catalogue.md: telemetry', () => {
  const catalogue = readFileSync(join(__dirname, '../../../docs/event-catalogue.md'), 'utf8');

  it.each([...TELEMETRY_EVENT_TYPES, ...TELEMETRY_SNAPSHOT_EVENT_TYPES])('documents %s', (type) => {
    expect(catalogue).toContain(`### ${type}`);
  });
});
