import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_PERSONAL, PERSONAL_FIELDS } from '../src';

/** Field names that say "a person's contact": names of people, phones, e-mail, postal addresses. */
const PERSONAL_LOOKING = /\b\w*(contact|phone|e-?mail|address|owner\w*name|person\w*)\w*\b/i;

/**
 * Each `### Type` section of the catalogue with the text of its tables (the fields, their types and
 * notes, and any table that details a field's type, like DeviceInfo's).
 */
function catalogueFields(): Map<string, string> {
  const catalogue = readFileSync(join(__dirname, '../../../docs/event-catalogue.md'), 'utf8');
  const sections = new Map<string, string>();
  for (const section of catalogue.split(/^### /m).slice(1)) {
    const [heading, ...lines] = section.split('\n');
    const rows = lines.filter((l) => l.startsWith('| ') && !l.startsWith('| field'));
    sections.set(heading.trim(), rows.join('\n'));
  }
  return sections;
}

describe('the personal-field declarations', () => {
  const sections = catalogueFields();
  const flagged = [...sections].filter(([, fields]) => PERSONAL_LOOKING.test(fields)).map(([type]) => type);

  it('finds the catalogue and some personal-looking fields in it', () => {
    expect(sections.size).toBeGreaterThan(100);
    expect(flagged).toEqual(expect.arrayContaining(['FleetCreated', 'ReportAdded', 'OrderPlaced']));
  });

  it.each(flagged)('declares %s as personal or says why it is not', (type) => {
    expect(Object.keys(PERSONAL_FIELDS).includes(type) || Object.keys(NOT_PERSONAL).includes(type)).toBe(
      true,
    );
  });

  it('declares only types the catalogue has, never one both ways', () => {
    for (const type of [...Object.keys(PERSONAL_FIELDS), ...Object.keys(NOT_PERSONAL)]) {
      expect(sections.has(type)).toBe(true);
    }
    expect(Object.keys(PERSONAL_FIELDS).filter((t) => t in NOT_PERSONAL)).toEqual([]);
  });

  it('names each declared field in the catalogue entry of its type', () => {
    for (const [type, { fields }] of Object.entries(PERSONAL_FIELDS)) {
      for (const path of fields) expect(sections.get(type)).toContain(path.split('.').at(-1));
    }
  });

  it('names whose the data is', () => {
    const fleet = { streamId: 'fleet-f1', data: {} };
    expect(PERSONAL_FIELDS.FleetEdited.subject(fleet)).toBe('fleet-f1');
    expect(PERSONAL_FIELDS.DeviceEdited.subject({ streamId: 'device-123', data: {} })).toBe('device-123');
    const report = (accountType: number) => ({
      streamId: 'report-r1',
      data: { accountType, accountId: 'x9' },
    });
    expect(PERSONAL_FIELDS.ReportAdded.subject(report(2))).toBe('fleet-x9');
    expect(PERSONAL_FIELDS.ReportAdded.subject(report(3))).toBe('device-x9');
    const order = (fleetId: string | null) => ({
      streamId: 'order-1',
      data: { fleetId, lines: [{ serialNumber: '555' }] },
    });
    expect(PERSONAL_FIELDS.OrderPlaced.subject(order('f2'))).toBe('fleet-f2');
    expect(PERSONAL_FIELDS.OrderPlaced.subject(order(null))).toBe('device-555');
  });

  it("names a PHONE or USER command's device, and nobody for other keys or events from before", () => {
    const command = (type: string, data: Record<string, unknown>) =>
      PERSONAL_FIELDS[type].subject({ streamId: 'remotecommand-c1', data });
    for (const type of ['RemoteCommandRequested', 'RemoteCommandSent', 'DeviceReplied']) {
      expect(command(type, { serialNumber: '358899051234567', key: 'PHONE' })).toBe('device-358899051234567');
      expect(command(type, { serialNumber: '358899051234567', key: 'USER' })).toBe('device-358899051234567');
      expect(command(type, { serialNumber: '358899051234567', key: 'PSW' })).toBeUndefined();
      expect(command(type, { serialNumber: '358899051234567', key: 'FREQ' })).toBeUndefined();
      // A sent text or a reply recorded before they named their command: nothing to encrypt it with.
      expect(command(type, { text: 'PHONE,0912345678#' })).toBeUndefined();
    }
  });
});
