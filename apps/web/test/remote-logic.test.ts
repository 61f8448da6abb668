import { describe, expect, it } from '@jest/globals';
import { ERASED_PERSONAL_DATA } from '@gps/codes';
import {
  FREQ_SECONDS as SERVER_FREQ_SECONDS,
  REMOTE_COMMAND_KEYS,
  REMOTE_COMMAND_LIMITS,
  VIBL_RANGE as SERVER_VIBL_RANGE,
} from '../../../libs/domain/src/remote-command/keys';
import {
  DEVICE_PASSWORD,
  FREQ_SECONDS,
  PHONE_NUMBER,
  QUERY_KEYS,
  SET_KEYS,
  SWITCH_KEYS,
  VIBL_RANGE,
  closedLabelKey,
  commandInput,
  dayWindow,
  isOpen,
  valueLabelKey,
} from '../src/features/remote/remoteCommands';
import { AUDIO_EXTENSIONS, VOICE_MAX_BYTES, audioFileProblem } from '../src/features/remote/voiceFiles';

describe('remote commands in the page', () => {
  it("uses the server's value rules and covers every key once", () => {
    // The page repeats the domain's rules (it imports no server code): they must not drift apart.
    expect(DEVICE_PASSWORD.source).toBe(REMOTE_COMMAND_LIMITS.password.source);
    expect(PHONE_NUMBER.source).toBe(REMOTE_COMMAND_LIMITS.phone.source);
    expect(VIBL_RANGE).toEqual(SERVER_VIBL_RANGE);
    expect(FREQ_SECONDS).toEqual(SERVER_FREQ_SECONDS);
    expect([...QUERY_KEYS, ...SET_KEYS, ...SWITCH_KEYS].sort()).toEqual([...REMOTE_COMMAND_KEYS].sort());
  });

  it('sends queries with code 12 and settings and switches with code 13, with the typed value', () => {
    expect(commandInput('861', 'GPS', null)).toEqual({
      deviceSerialNumber: '861',
      key: 'GPS',
      requestDataCode: 12,
    });
    expect(commandInput('861', 'VBAT', null).requestDataCode).toBe(12);
    expect(commandInput('861', 'PHONE', { text: '+886912345678' })).toEqual({
      deviceSerialNumber: '861',
      key: 'PHONE',
      requestDataCode: 13,
      text: '+886912345678',
    });
    expect(commandInput('861', 'FREQ', { number: 15 })).toMatchObject({ requestDataCode: 13, number: 15 });
    expect(commandInput('861', 'SLEEP', { on: false })).toMatchObject({ requestDataCode: 13, on: false });
  });

  it('asks for the current local day, in microseconds, end exclusive', () => {
    const noon = new Date(2026, 10, 1, 12, 30).getTime();
    const { startTime, endTime } = dayWindow(noon);
    expect(startTime).toBe(new Date(2026, 10, 1).getTime() * 1000);
    expect(endTime).toBe(new Date(2026, 10, 2).getTime() * 1000);
    expect(dayWindow(new Date(2026, 10, 1, 23, 59, 59, 999).getTime())).toEqual({ startTime, endTime });
    expect(dayWindow(new Date(2026, 10, 2).getTime()).startTime).toBe(endTime);
  });

  it('reads recorded values as people do', () => {
    expect(valueLabelKey('FREQ', '15')).toEqual({ key: 'remote.value.freqFast' });
    expect(valueLabelKey('FREQ', '30')).toEqual({ key: 'remote.value.freqNormal' });
    expect(valueLabelKey('VIB', '1')).toEqual({ key: 'remote.value.on' });
    expect(valueLabelKey('SLEEP', '0')).toEqual({ key: 'remote.value.off' });
    expect(valueLabelKey('VIBL', '7')).toEqual({ key: 'remote.value.text', params: { value: '7' } });
    expect(valueLabelKey('GPS', null)).toBeNull();
    // A phone number erased under the PDPA reads so in the user's language, not as the marker.
    expect(valueLabelKey('PHONE', ERASED_PERSONAL_DATA)).toEqual({ key: 'personalData.erased' });
    // A closed entry says why in the reader's words; a failure recorded before its code, that it failed.
    expect(closedLabelKey('failed', 'unsupported_command')).toBe('remote.failure.unsupported_command');
    expect(closedLabelKey('failed', 'personal_data_erased')).toBe('remote.failure.personal_data_erased');
    expect(closedLabelKey('failed', null)).toBe('remote.status.failed');
    expect(closedLabelKey('expired', null)).toBe('remote.status.expired');
    expect(['queued', 'sent'].every(isOpen)).toBe(true);
    expect(['replied', 'failed', 'expired'].some(isOpen)).toBe(false);
  });
});

describe('voice recording uploads in the page', () => {
  it('takes audio by type or by name, refuses other files, empty ones and ones over 5 MiB', () => {
    expect(audioFileProblem({ name: 'a.amr', type: '', size: 10 })).toBeNull();
    expect(audioFileProblem({ name: 'clip', type: 'audio/ogg', size: 10 })).toBeNull();
    expect(audioFileProblem({ name: 'call.webm', type: 'video/webm', size: 10 })).toBeNull();
    expect(audioFileProblem({ name: 'A.MP3', type: '', size: VOICE_MAX_BYTES })).toBeNull();
    expect(audioFileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('notAudio');
    expect(audioFileProblem({ name: 'movie.mov', type: 'video/quicktime', size: 10 })).toBe('notAudio');
    expect(audioFileProblem({ name: 'a.wav', type: 'audio/wav', size: 0 })).toBe('empty');
    expect(audioFileProblem({ name: 'a.wav', type: 'audio/wav', size: VOICE_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
    expect(AUDIO_EXTENSIONS).toEqual(
      expect.arrayContaining(['amr', 'wav', 'mp3', 'aac', 'ogg', 'm4a', '3gp', 'webm']),
    );
  });
});
