import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FULL_RIGHTS,
  VOICE_RECORDING_EVENT_TYPES,
  VOICE_RECORDING_LIMITS,
  canListVoiceRecordings,
  canUploadVoiceRecording,
  parseStreamName,
  streams,
  voiceRecordingDecider,
  voiceRecordingUploadedData,
  type Actor,
  type DeviceScope,
  type UploadVoiceRecording,
  type VoiceRecordingEvent,
} from '../src';
import { errorOf, eventsOf, givenWhenThen, replay } from './support/given-when-then';

const run = givenWhenThen(voiceRecordingDecider);
const AT = 1_700_000_000_000;
const SHA = 'ab'.repeat(32);

function upload(overrides: Partial<Record<keyof UploadVoiceRecording, unknown>> = {}): UploadVoiceRecording {
  return {
    type: 'UploadVoiceRecording',
    recordingId: 'rec-1',
    serialNumber: '358899051234567',
    fileName: 'greeting.amr',
    contentType: 'audio/amr',
    size: 1234,
    sha256: SHA,
    recordedAt: AT - 60_000,
    uploadedBy: { kind: 'fleet', id: 'f1', account: 'acme' },
    at: AT,
    ...overrides,
  } as UploadVoiceRecording;
}

const uploaded: VoiceRecordingEvent = {
  type: 'VoiceRecordingUploaded',
  version: 1,
  data: {
    recordingId: 'rec-1',
    serialNumber: '358899051234567',
    fileName: 'greeting.amr',
    contentType: 'audio/amr',
    size: 1234,
    sha256: SHA,
    recordedAt: AT - 60_000,
    uploadedBy: { kind: 'fleet', id: 'f1', account: 'acme' },
    at: AT,
  },
};

describe('VoiceRecording: UploadVoiceRecording', () => {
  it('records the upload', () => {
    expect(run([], upload())).toEqual([uploaded]);
  });

  it('trims the file name and records an unknown recording time as null', () => {
    const [e] = eventsOf(run([], upload({ fileName: '  memo 1.wav ', recordedAt: null })));
    expect(e.data).toMatchObject({ fileName: 'memo 1.wav', recordedAt: null });
    const [absent] = eventsOf(run([], upload({ recordedAt: undefined })));
    expect(absent.data.recordedAt).toBeNull();
  });

  it('refuses to record a second upload under an existing id', () => {
    expect(errorOf(run([uploaded], upload({ sha256: 'cd'.repeat(32) })))).toMatchObject({
      kind: 'conflict',
      detail: { id: 'rec-1' },
    });
    expect(errorOf(run([uploaded], upload()))).toMatchObject({ kind: 'conflict' });
  });

  it('accepts the bounds: 1 byte, 5 MiB, 120 characters, a recording 5 minutes ahead of the clock', () => {
    const max = VOICE_RECORDING_LIMITS.maxBytes;
    expect(max).toBe(5 * 1024 * 1024);
    expect(eventsOf(run([], upload({ size: 1 })))).toHaveLength(1);
    expect(eventsOf(run([], upload({ size: max })))).toHaveLength(1);
    // Code points, not UTF-16 units: 120 emoji are 120 characters.
    expect(eventsOf(run([], upload({ fileName: '錄'.repeat(119) + '😀' })))).toHaveLength(1);
    const skew = VOICE_RECORDING_LIMITS.recordedAtSkewMs;
    expect(eventsOf(run([], upload({ recordedAt: AT + skew })))).toHaveLength(1);
  });

  it.each<[string, Partial<Record<keyof UploadVoiceRecording, unknown>>, string]>([
    ['an empty file', { size: 0 }, 'data'],
    ['a file over 5 MiB', { size: 5 * 1024 * 1024 + 1 }, 'data'],
    ['a fractional size', { size: 1.5 }, 'data'],
    ['a blank file name', { fileName: '   ' }, 'fileName'],
    ['a file name of 121 characters', { fileName: 'a'.repeat(121) }, 'fileName'],
    ['a file name with a slash', { fileName: 'voice/../../etc/passwd' }, 'fileName'],
    ['a file name with a backslash', { fileName: 'C:\\voice.amr' }, 'fileName'],
    ['a file name with a newline', { fileName: 'a\nb.amr' }, 'fileName'],
    ['a file name with a NUL', { fileName: 'a\u0000.amr' }, 'fileName'],
    ['a file name of ..', { fileName: '..' }, 'fileName'],
    ['a file name that is not text', { fileName: 42 }, 'fileName'],
    ['a recording time in the future', { recordedAt: AT + 5 * 60_000 + 1 }, 'recordedAt'],
    ['a negative recording time', { recordedAt: -1 }, 'recordedAt'],
    ['an unknown content type', { contentType: 'text/html' }, 'contentType'],
    ['a malformed digest', { sha256: 'AB'.repeat(32) }, 'sha256'],
    ['a bad serial number', { serialNumber: '12ab' }, 'deviceSerialNumber'],
    ['an id that cannot name a stream', { recordingId: '' }, 'recordingId'],
    ['an unknown uploader kind', { uploadedBy: { kind: 'robot', id: 'r', account: 'r' } }, 'uploadedBy.kind'],
    [
      'an uploader without a name',
      { uploadedBy: { kind: 'fleet', id: 'f1', account: '' } },
      'uploadedBy.account',
    ],
    ['a missing time', { at: undefined }, 'at'],
  ])('refuses %s', (_case, overrides, field) => {
    expect(errorOf(run([], upload(overrides)))).toMatchObject({ kind: 'validation', detail: { field } });
  });

  it('refuses a command it does not know', () => {
    const stray = { type: 'DeleteVoiceRecording', recordingId: 'rec-1' } as unknown as UploadVoiceRecording;
    expect(errorOf(run([uploaded], stray))).toMatchObject({ kind: 'validation', detail: { field: 'type' } });
  });

  it('validates before anything is stored, with the same rules as the decider', () => {
    expect(voiceRecordingUploadedData(upload())).toEqual(uploaded.data);
    expect(() => voiceRecordingUploadedData(upload({ fileName: 'a/b' }))).toThrow('fileName');
  });
});

describe('VoiceRecording: evolve', () => {
  it('starts absent and holds the upload', () => {
    expect(replay(voiceRecordingDecider, [])).toEqual({ status: 'absent' });
    expect(replay(voiceRecordingDecider, [uploaded])).toEqual({ status: 'uploaded', value: uploaded.data });
  });
});

describe('voice recording stream', () => {
  it('is one stream per recording', () => {
    expect(streams.voiceRecording('rec-1')).toBe('voicerecording-rec-1');
    expect(parseStreamName(streams.voiceRecording('0b6c-44aa'))).toEqual({
      category: 'voicerecording',
      id: '0b6c-44aa',
    });
  });
});

describe('who may upload and list voice recordings', () => {
  const devA: DeviceScope = { serialNumber: '100', fleetId: 'A', parentFleetId: null };
  const devA1: DeviceScope = { serialNumber: '101', fleetId: 'A1', parentFleetId: 'A' };
  const devB: DeviceScope = { serialNumber: '200', fleetId: 'B', parentFleetId: null };
  const fleet = (fleetId: string, parentFleetId: string | null, permissions: string): Actor => ({
    kind: 'fleet',
    fleetId,
    parentFleetId,
    permissions,
  });
  const admin = (rights: Record<string, string>): Actor => ({
    kind: 'admin',
    accountId: 'a',
    permissionId: 'g',
    rights,
  });
  const mainA = fleet('A', null, '111');
  const mainANoSend = fleet('A', null, '110');
  const subA1 = fleet('A1', 'A', '101');
  const device100: Actor = { kind: 'device', serialNumber: '100' };

  it.each<[string, boolean, boolean]>([
    ['a main fleet with slot 2 on its device', canUploadVoiceRecording(mainA, devA), true],
    ["a main fleet on its sub-fleet's device", canUploadVoiceRecording(mainA, devA1), true],
    ['a main fleet without slot 2', canUploadVoiceRecording(mainANoSend, devA), false],
    ["a fleet on another tenant's device", canUploadVoiceRecording(mainA, devB), false],
    ['a sub-fleet with slot 2 on its device', canUploadVoiceRecording(subA1, devA1), true],
    ["a sub-fleet on its parent's device", canUploadVoiceRecording(subA1, devA), false],
    ['a device account on itself', canUploadVoiceRecording(device100, devA), true],
    ['a device account on another device', canUploadVoiceRecording(device100, devB), false],
    ['an admin with DEVICE edit', canUploadVoiceRecording(admin({ '3': '0100' }), devB), true],
    ['an admin with CUSTOMER edit only', canUploadVoiceRecording(admin({ '5': '0101' }), devB), false],
    ['an admin with DEVICE view only', canUploadVoiceRecording(admin({ '3': '0001' }), devB), false],
    ['an admin with every right', canUploadVoiceRecording(admin(FULL_RIGHTS), devB), true],
  ])('upload: %s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each<[string, boolean, boolean]>([
    ['a main fleet without slot 2 on its device', canListVoiceRecordings(mainANoSend, devA), true],
    ["a main fleet on another tenant's device", canListVoiceRecordings(mainA, devB), false],
    ["a sub-fleet on its parent's device", canListVoiceRecordings(subA1, devA), false],
    ['a device account on itself', canListVoiceRecordings(device100, devA), true],
    ['a device account on another device', canListVoiceRecordings(device100, devB), false],
    ['an admin with DEVICE view', canListVoiceRecordings(admin({ '3': '0001' }), devB), true],
    ['an admin with CUSTOMER view', canListVoiceRecordings(admin({ '5': '0001' }), devB), true],
    ['an admin with neither', canListVoiceRecordings(admin({ '3': '1110', '5': '1110' }), devB), false],
  ])('list: %s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('docs/event-catalogue.md', () => {
  const catalogue = readFileSync(join(__dirname, '../../../docs/event-catalogue.md'), 'utf8');
  it.each(VOICE_RECORDING_EVENT_TYPES)('documents %s', (type) => {
    expect(catalogue).toContain(`### ${type}`);
  });
});
