import { createHash } from 'node:crypto';
import {
  ACCEPTED_AUDIO_FORMATS,
  canListVoiceRecordings,
  canUploadVoiceRecording,
  detectAudioType,
  AdminFunction,
  streams,
  voiceRecordingUploadedData,
  voiceSize,
  type Actor,
  type AudioContentType,
  type UploadVoiceRecording,
} from '@gps/domain';
import { ResponseCode, VOICE_RECORDING_LIST, calls } from '@gps/contracts';
import { Collections, type VoiceRecordingDoc } from '@gps/projections';
import { accessDenied, refused, validationError } from '../request/api-error';
import { deviceFacts, requireDevice } from './shared/device-access';
import { eq } from './shared/lists';
import type { ReadModels } from './shared/read-models';
import type { Aggregates } from '../commands/aggregates';
import { recordedRequester, shownRequester } from './shared/requester-name';
import { callerOf, operation, type OperationContext } from '../request/operation';
import { createdIdFor } from '../infrastructure/ids';
import type { EventStore } from '@gps/event-store';
import type { VoiceRecordings } from '../voice/voice-recordings';

const DEVICE = AdminFunction.DEVICE;
const CUSTOMER = AdminFunction.CUSTOMER;

/** What the voice recording calls need. */
export interface VoiceRecordingOperationDeps {
  commands: Pick<Aggregates, 'voiceRecording'>;
  read: ReadModels;
  /** An upload reads its recording's stream to tell a retry from a reuse of its requestId. */
  events: Pick<EventStore, 'readStream'>;
  voice: VoiceRecordings;
}

/** One line of the voice recording log, as both doors serve it. */
export interface VoiceRecordingRow {
  id: string;
  deviceSerialNumber: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Epoch µs, or null when the uploader did not say. */
  recordedAt: number | null;
  /** Epoch µs. */
  uploadedAt: number;
  uploadedBy: string;
  /** Signed playback path, valid for an hour (docs/decisions/voice-recordings.md). */
  url: string;
}

function rowOf(
  voice: VoiceRecordings,
  now: number,
  doc: VoiceRecordingDoc,
  viewer: Actor,
): VoiceRecordingRow {
  return {
    id: doc.id,
    deviceSerialNumber: doc.deviceSerialNumber,
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    recordedAt: doc.recordedAt,
    uploadedAt: doc.uploadedAt,
    uploadedBy: shownRequester(doc.uploadedByKind, doc.uploadedBy, viewer),
    url: voice.links.urlFor(doc.id, now),
  };
}

/** The bytes and what they are; every refusal here happens before anything is stored. */
function audioOf(data: string): { bytes: Buffer; contentType: AudioContentType } {
  const bytes = Buffer.from(data, 'base64');
  voiceSize(bytes.length);
  const contentType = detectAudioType(bytes);
  if (contentType === null) {
    const message = `data is not an audio file of a known format (expected ${ACCEPTED_AUDIO_FORMATS})`;
    throw validationError([{ field: 'data', code: 'invalid', message }], message);
  }
  return { bytes, contentType };
}

/**
 * Stores the bytes, then records the event: an acknowledged upload always has its file. A retry
 * (same requestId, so the same recording id) finds the event and keeps the file it names; the same
 * requestId with other audio is refused rather than allowed to replace what was acknowledged.
 */
async function store(
  { commands, events, voice }: VoiceRecordingOperationDeps,
  ctx: OperationContext,
  command: UploadVoiceRecording,
  bytes: Buffer,
): Promise<void> {
  const stream = streams.voiceRecording(command.recordingId);
  await voice.exclusive(command.recordingId, async () => {
    const [recorded] = await events.readStream(stream);
    if (recorded) {
      const same =
        recorded.data.sha256 === command.sha256 && recorded.data.serialNumber === command.serialNumber;
      if (!same)
        throw refused(
          ResponseCode.CONFLICT,
          'request_id_reused',
          'this requestId was already used for a different request',
        );
      return;
    }
    await voice.files.save(command.recordingId, bytes);
    try {
      await commands.voiceRecording.execute(ctx, command.recordingId, command);
    } catch (error) {
      // A file no event names would never be listed or served: drop it, unless the event made it in.
      if ((await events.readStream(stream)).length === 0) await voice.files.remove(command.recordingId);
      throw error;
    }
  });
}

async function recording(read: ReadModels, id: string): Promise<VoiceRecordingDoc> {
  const doc = await read.get(Collections.voiceRecordings, id);
  if (!doc) throw new Error(`voice recording ${id} is recorded but not in the read model`);
  return doc;
}

export const voiceRecordingOperations = (deps: VoiceRecordingOperationDeps) => [
  operation(calls.getVoiceRecorderLogs, {
    access: {
      admin: [
        { functionId: DEVICE, right: 'view' },
        { functionId: CUSTOMER, right: 'view' },
      ],
      clients: ['fleet', 'device'],
    },
    async run(ctx, input) {
      const actor = callerOf(ctx).actor;
      const device = await requireDevice(deps.read, input.deviceSerialNumber, actor);
      if (!canListVoiceRecordings(actor, deviceFacts(device))) throw accessDenied();
      const page = await deps.read.find(Collections.voiceRecordings, {
        filters: [eq('deviceSerialNumber', device.deviceSerialNumber)],
        // Ties (same millisecond) fall back to the id, descending: a stable order.
        sort: [{ field: 'uploadedAt', direction: 'desc' }],
        page: { index: 0, rows: VOICE_RECORDING_LIST },
      });
      return { total: page.total, rows: page.rows.map((doc) => rowOf(deps.voice, ctx.now, doc, actor)) };
    },
  }),
  operation(calls.uploadVoiceRecorderLogs, {
    access: { admin: { functionId: DEVICE, right: 'edit' }, clients: ['fleet', 'device'] },
    async run(ctx, input) {
      const caller = callerOf(ctx);
      const device = await requireDevice(deps.read, input.deviceSerialNumber, caller.actor);
      if (!canUploadVoiceRecording(caller.actor, deviceFacts(device))) {
        throw accessDenied(
          'uploading voice recordings needs the send-commands permission (slot 2)',
          'no_send_commands',
        );
      }
      const { bytes, contentType } = audioOf(input.data);
      const command: UploadVoiceRecording = {
        type: 'UploadVoiceRecording',
        recordingId: createdIdFor(ctx.commandId),
        serialNumber: device.deviceSerialNumber,
        fileName: input.fileName,
        contentType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        // The api speaks microseconds, events milliseconds: sub-millisecond digits are dropped.
        recordedAt: input.recordedAt === undefined ? null : Math.floor(input.recordedAt / 1000),
        uploadedBy: recordedRequester(caller),
        at: ctx.now,
      };
      // The decider's own rules, checked before the bytes touch the disk.
      voiceRecordingUploadedData(command);
      await store(deps, ctx, command, bytes);
      return rowOf(deps.voice, ctx.now, await recording(deps.read, command.recordingId), caller.actor);
    },
  }),
];
