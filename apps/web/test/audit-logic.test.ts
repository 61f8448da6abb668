import { beforeAll, describe, expect, it } from '@jest/globals';
import i18n from 'i18next';
import { AccountType, AUDIT_ENTITY_TYPES, ERASED_PERSONAL_DATA } from '@gps/codes';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';
import { actorKindLabel, callLabel, eventTypeLabel, fieldLabel } from '../src/features/audit/auditLabels';
import { auditValue, isTimeField, SECRET_VALUE } from '../src/features/audit/auditValues';
import {
  entityParams,
  entityQueryOf,
  erasableAccountType,
  isComplete,
} from '../src/features/audit/entityQuery';
import { exportBody, fallbackFileName } from '../src/features/audit/exportRequest';
import { deviceFacts, fleetNameOf } from '../src/features/audit/stateFacts';
import {
  dayText,
  formatTaipei,
  formatTaipeiMillis,
  taipeiMicros,
  taipeiWallClock,
  throughTheSecond,
} from '../src/features/audit/taipeiTime';
import { isRunning, percentDone, phaseStep } from '../src/features/audit/verificationProgress';

/** An instant given in UTC, as epoch microseconds. */
const utcMicros = (iso: string) => Date.parse(iso) * 1000;

describe('the audit page reads times in Taipei', () => {
  it('shows an instant as Taipei’s wall clock, eight hours ahead of UTC, across midnight', () => {
    expect(formatTaipei(utcMicros('2026-03-01T16:30:05Z'))).toBe('2026-03-02 00:30:05');
    expect(formatTaipei(utcMicros('2026-12-31T15:59:59Z'))).toBe('2026-12-31 23:59:59');
    expect(formatTaipeiMillis(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('turns a picked Taipei wall-clock time into the instant and back', () => {
    const wall = { year: 2026, month: 3, day: 2, hour: 0, minute: 30, second: 5 };
    const micros = taipeiMicros(wall);
    expect(micros).toBe(utcMicros('2026-03-01T16:30:05Z'));
    expect(taipeiWallClock(micros)).toEqual(wall);
  });

  it('reads a picked second as through its end, so an event shown at that second is in the state', () => {
    const second = utcMicros('2026-11-26T02:20:36Z');
    expect(throughTheSecond(second)).toBe(second + 999_999);
    expect(throughTheSecond(second + 500_000)).toBe(second + 999_999);
  });

  it('writes a telemetry day as the lookup takes it', () => {
    expect(dayText({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
  });
});

describe('an audit value', () => {
  it('shows a time field (the domain’s epoch milliseconds) as a Taipei date and time', () => {
    const expiry = Date.parse('2027-01-31T16:00:00Z');
    expect(auditValue('serviceExpiredAt', String(expiry))).toEqual({
      kind: 'time',
      text: '2027-02-01 00:00:00',
    });
    expect(auditValue('info.createdAt', String(expiry))).toMatchObject({ kind: 'time' });
  });

  it('knows time fields by the names the log gives them', () => {
    expect(['at', 'serviceExpiredAt', 'lastSignInAt', 'startTime'].filter(isTimeField)).toHaveLength(4);
    expect(['status', 'fleetId', 'Attribute', 'format', 'amount'].filter(isTimeField)).toEqual([]);
  });

  it('reads an erased personal field as erased, whatever field holds it', () => {
    expect(auditValue('ownerName', JSON.stringify(ERASED_PERSONAL_DATA))).toEqual({ kind: 'erased' });
  });

  it('reads a secret that changed as a secret, never its value', () => {
    expect(auditValue('passwordHash', JSON.stringify(SECRET_VALUE))).toEqual({ kind: 'secret' });
  });

  it('keeps anything else as its JSON, so "1", 1 and null stay apart; absent is its own kind', () => {
    expect(auditValue('carName', '"1"')).toEqual({ kind: 'json', text: '"1"' });
    expect(auditValue('planId', '1')).toEqual({ kind: 'json', text: '1' });
    expect(auditValue('fleetId', 'null')).toEqual({ kind: 'json', text: 'null' });
    expect(auditValue('fleetId', null)).toEqual({ kind: 'absent' });
    expect(auditValue('serviceExpiredAt', 'null')).toEqual({ kind: 'json', text: 'null' });
  });

  it('shows a value that is not JSON as it came', () => {
    expect(auditValue('note', 'not json')).toEqual({ kind: 'json', text: 'not json' });
  });
});

describe('the labels of the log’s identifiers', () => {
  const t = i18n.getFixedT('zh-TW');
  beforeAll(async () => {
    await i18n.init({ resources: { 'zh-TW': { translation: zhTW } }, lng: 'zh-TW' });
  });

  it('gives the reader’s word with the identifier, or the identifier alone when there is none', () => {
    expect(eventTypeLabel(t, 'DeviceAllocated')).toEqual({
      label: zhTW.audit.eventTypes.DeviceAllocated,
      id: 'DeviceAllocated',
    });
    expect(eventTypeLabel(t, 'SomethingAddedLater')).toEqual({ label: null, id: 'SomethingAddedLater' });
  });

  it('labels a nested field by its last part', () => {
    expect(fieldLabel(t, 'value.serviceExpiredAt')).toEqual({
      label: zhTW.audit.fields.serviceExpiredAt,
      id: 'value.serviceExpiredAt',
    });
  });

  it('words a call as the system log does, and an actor kind', () => {
    expect(callLabel(t, 'allocationDevice').label).toBe(zhTW.systemLog.actions.allocationDevice);
    expect(actorKindLabel(t, 'admin')).toBe(zhTW.audit.actorKinds.admin);
    expect(actorKindLabel(t, 'robot')).toBe('robot');
  });
});

describe('the lookup in the address', () => {
  it('reads a device by its serial number and writes it back the same', () => {
    const query = entityQueryOf(new URLSearchParams('type=device&key=%20861509000000016%20'));
    expect(query).toEqual({ entityType: 'device', key: '861509000000016' });
    expect(entityParams(query!)).toEqual({ type: 'device', key: '861509000000016' });
  });

  it('asks telemetry for its day and the settings for no key', () => {
    expect(entityQueryOf(new URLSearchParams('type=telemetry&key=861509000000016'))).toBeNull();
    expect(entityQueryOf(new URLSearchParams('type=telemetry&key=861509000000016&day=2026-11-26'))).toEqual({
      entityType: 'telemetry',
      key: '861509000000016',
      day: '2026-11-26',
    });
    expect(entityQueryOf(new URLSearchParams('type=settings&key=ignored'))).toEqual({
      entityType: 'settings',
      key: '',
    });
    expect(isComplete({ entityType: 'device', key: ' ' })).toBe(false);
  });

  it('refuses a type the log does not know', () => {
    expect(entityQueryOf(new URLSearchParams('type=galaxy&key=1'))).toBeNull();
  });

  it('offers the erasure for a fleet’s and a single device’s customer only', () => {
    const erasable = AUDIT_ENTITY_TYPES.filter((type) => erasableAccountType(type) !== null);
    expect(erasable).toEqual(['device', 'fleet']);
    expect(erasableAccountType('fleet')).toBe(AccountType.FLEET);
    expect(erasableAccountType('device')).toBe(AccountType.DEVICE);
  });
});

describe('a state’s facts', () => {
  it('reads a device’s fleet and service expiry, nested or not', () => {
    const fields = [
      { field: 'value.fleetId', value: '"f-1"' },
      { field: 'value.serviceExpiredAt', value: '1800000000000' },
    ];
    expect(deviceFacts(fields)).toEqual({ fleetId: 'f-1', serviceExpiredAt: 1800000000000 });
    expect(deviceFacts([{ field: 'fleetId', value: 'null' }])).toEqual({
      fleetId: null,
      serviceExpiredAt: null,
    });
  });

  it('names a fleet by its alias and account', () => {
    expect(
      fleetNameOf([
        { field: 'alias', value: '"North"' },
        { field: 'account', value: '"north1"' },
      ]),
    ).toBe('North (north1)');
    expect(fleetNameOf([{ field: 'account', value: '"north1"' }])).toBe('north1');
    expect(fleetNameOf([])).toBeNull();
  });
});

describe('the export request', () => {
  it('sends the token and the entity, the day only for telemetry', () => {
    expect(JSON.parse(exportBody('tok', { entityType: 'device', key: 'S1' }))).toEqual({
      userToken: 'tok',
      entityType: 'device',
      key: 'S1',
    });
    expect(JSON.parse(exportBody('tok', { entityType: 'telemetry', key: 'S1', day: '2026-11-26' }))).toEqual({
      userToken: 'tok',
      entityType: 'telemetry',
      key: 'S1',
      day: '2026-11-26',
    });
    expect(fallbackFileName({ entityType: 'settings', key: '' })).toBe('audit-settings.jsonl');
  });
});

describe('a verification’s progress', () => {
  it('is a whole percentage of the phase, 0 before its total is known, never past 100', () => {
    expect(percentDone({ checked: 1, total: 3 })).toBe(33);
    expect(percentDone({ checked: 0, total: 0 })).toBe(0);
    expect(percentDone({ checked: 12, total: 10 })).toBe(100);
  });

  it('steps through chain, replay, compare, done', () => {
    expect(['chain', 'replay', 'compare', 'done', 'unknown'].map(phaseStep)).toEqual([0, 1, 2, 3, 0]);
    expect(isRunning({ state: 'running' })).toBe(true);
    expect(isRunning({ state: 'intact' })).toBe(false);
    expect(isRunning(null)).toBe(false);
  });
});

describe('the audit translations', () => {
  it('label every entity type, with what to type for it, in both languages', () => {
    for (const messages of [zhTW, enUS]) {
      const missing = AUDIT_ENTITY_TYPES.filter(
        (type) => !(type in messages.audit.entityTypes) || !(type in messages.audit.keyPlaceholders),
      );
      expect(missing).toEqual([]);
    }
  });
});
