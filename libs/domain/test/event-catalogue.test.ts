import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMAIN_EVENT_TYPES } from '../src';

/** The catalogue is the contract for projections and auditors: it must not fall behind the code. */
describe('docs/event-catalogue.md', () => {
  const catalogue = readFileSync(join(__dirname, '../../../docs/event-catalogue.md'), 'utf8');
  const all = DOMAIN_EVENT_TYPES;

  it.each(all)('documents %s', (type) => {
    expect(catalogue).toContain(`### ${type}`);
  });
});
