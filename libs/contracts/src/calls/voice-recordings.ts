import { z } from 'zod';
import { asFloat, byName, call, page } from '../catalogue/declare';
import { entityId, epochMicros, int, maybeEpochMicros, serialNumber, text } from './common';

/** Largest recording, decoded (the domain's VOICE_RECORDING_LIMITS.maxBytes says the same). */
export const VOICE_RECORDING_MAX_BYTES = 5 * 1024 * 1024;
/** Characters of the base64 of the largest recording, with its padding. */
export const VOICE_RECORDING_BASE64_MAX = 4 * Math.ceil(VOICE_RECORDING_MAX_BYTES / 3);
/** A browser's FileReader.readAsDataURL gives `data:<type>;base64,<data>`; the type is ignored. */
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
const DATA_URL_PREFIX_MAX = 220;

/**
 * Standard base64 (RFC 4648 section 4), padding optional, no whitespace. Node's decoder would skip
 * anything else silently and store damaged audio; a strict check refuses it with a message instead.
 */
export function isBase64(text: string): boolean {
  const body = text.replace(/={1,2}$/, '');
  if (body.length !== text.length ? text.length % 4 !== 0 : body.length % 4 === 1) return false;
  // A plain character-class loop: linear, and safe on the 7 million characters of a large upload.
  return /^[A-Za-z0-9+/]*$/.test(body);
}

const audioBase64 = z
  .string()
  .max(VOICE_RECORDING_BASE64_MAX + DATA_URL_PREFIX_MAX, 'the audio must be at most 5 MiB')
  .transform((text) => text.replace(DATA_URL_PREFIX, ''))
  .refine(isBase64, 'data must be the audio file in base64 (RFC 4648, no line breaks)')
  .describe(
    'The audio file in base64 (a data: URL is accepted too); 1 byte to 5 MiB decoded. The format is ' +
      'detected from the bytes: AMR, WAV, MP3, AAC, OGG, M4A/3GP or WebM.',
  );

export const uploadVoiceRecorderLogsInput = z.object({
  deviceSerialNumber: serialNumber,
  // Shape only: the domain checks the name (1 to 120 characters, no path separators) with its message.
  fileName: z.string().max(1000).describe('1 to 120 characters, no / or \\; a label, never a path'),
  data: audioBase64,
  /** Epoch µs when the device recorded it; at most 5 minutes in the future. */
  recordedAt: asFloat(z.number().int().nonnegative())
    .optional()
    .describe('epoch µs when the device recorded it'),
});

export const getVoiceRecorderLogsInput = z.object({ deviceSerialNumber: serialNumber });

export const VoiceRecording = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    fileName: text.describe('As the uploader named it; a label, never a path.'),
    contentType: text.describe('Detected from the bytes, e.g. audio/amr, audio/mpeg, audio/webm.'),
    size: int.describe('Bytes.'),
    recordedAt: maybeEpochMicros.describe('Epoch microseconds; null when not given.'),
    uploadedAt: epochMicros,
    uploadedBy: text.describe(
      'Account name of the uploader ("administrator" for the back office, to clients).',
    ),
    url: text.describe('Plays the audio (HTTP Range supported) for an hour, without a session.'),
  })
  .meta({ id: 'VoiceRecording', description: 'One uploaded voice recording of a device.' });
export const VoiceRecordingPage = page(VoiceRecording, 'VoiceRecordingPage');

export const voiceRecordingCalls = byName([
  call({
    name: 'getVoiceRecorderLogs',
    kind: 'query',
    summary:
      "The device's last 20 voice recordings, newest upload first; total counts them all. Each row's url plays the audio for an hour, without a session.",
    input: getVoiceRecorderLogsInput,
    output: VoiceRecordingPage,
    graphql: { field: 'voiceRecorderLogs', args: 'flat' },
  }),
  call({
    name: 'uploadVoiceRecorderLogs',
    kind: 'mutation',
    summary:
      'Uploads a voice recording for a device: data is the audio in base64 (up to 5 MiB decoded; this call alone accepts a body up to 8 MB), its format detected from the bytes. Clients need permission slot 2. Answers the new row.',
    input: uploadVoiceRecorderLogsInput,
    output: VoiceRecording,
    graphql: { field: 'uploadVoiceRecorderLogs', args: 'flat' },
  }),
] as const);
