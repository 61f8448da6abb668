import { identifier, serialNumber } from '../validation/identifiers';
import { invalid } from '../validation/invalid';
import { oneOf, timestamp } from '../validation/numbers';
import { requiredText } from '../validation/text';
import { AUDIO_CONTENT_TYPES } from './audio-type';
import type { UploadVoiceRecording } from './commands';
import type { VoiceRecordingUploadedData } from './events';
import { VOICE_RECORDING_LIMITS, VOICE_UPLOADER_KINDS, type VoiceUploader } from './limits';

const SHA256 = /^[0-9a-f]{64}$/;
// Separators would let a name pose as a path wherever it is used; control characters break headers.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[/\\\u0000-\u001f\u007f]/;

/** Trimmed, 1..120 characters, no path separator or control character, not `.` or `..`. */
export function voiceFileName(value: unknown): string {
  const name = requiredText('fileName', value, VOICE_RECORDING_LIMITS.fileNameMax);
  if (FORBIDDEN_IN_NAME.test(name)) {
    invalid('fileName', 'fileName must not contain / or \\ or control characters');
  }
  if (name === '.' || name === '..') invalid('fileName', 'fileName must name a file');
  return name;
}

/** Sizes are the decoded audio's, so the field to fix is the base64 `data` the bytes came from. */
export function voiceSize(value: unknown): number {
  const max = VOICE_RECORDING_LIMITS.maxBytes;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    invalid('data', 'the audio size must be a whole number of bytes');
  }
  if (value === 0) invalid('data', 'the audio must not be empty');
  if (value > max) invalid('data', `the audio must be at most ${max} bytes (5 MiB), not ${value}`);
  return value;
}

function uploader(value: unknown): VoiceUploader {
  const u = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    kind: oneOf('uploadedBy.kind', u.kind, VOICE_UPLOADER_KINDS),
    id: identifier('uploadedBy.id', u.id),
    account: requiredText('uploadedBy.account', u.account, 100),
  };
}

function recordedAt(value: unknown, at: number): number | null {
  if (value === null || value === undefined) return null;
  const time = timestamp('recordedAt', value);
  if (time > at + VOICE_RECORDING_LIMITS.recordedAtSkewMs) {
    invalid('recordedAt', 'recordedAt must not lie in the future (more than 5 minutes after now)');
  }
  return time;
}

/**
 * The event data an upload would record, or a validation error. The api calls this before it
 * stores the bytes, so a refused upload leaves no file behind; the decider calls it again.
 */
export function voiceRecordingUploadedData(c: UploadVoiceRecording): VoiceRecordingUploadedData {
  const at = timestamp('at', c.at);
  if (typeof c.sha256 !== 'string' || !SHA256.test(c.sha256)) {
    invalid('sha256', 'sha256 must be 64 lowercase hex digits');
  }
  return {
    recordingId: identifier('recordingId', c.recordingId),
    serialNumber: serialNumber('deviceSerialNumber', c.serialNumber),
    fileName: voiceFileName(c.fileName),
    contentType: oneOf('contentType', c.contentType, AUDIO_CONTENT_TYPES),
    size: voiceSize(c.size),
    sha256: c.sha256,
    recordedAt: recordedAt(c.recordedAt, at),
    uploadedBy: uploader(c.uploadedBy),
    at,
  };
}
