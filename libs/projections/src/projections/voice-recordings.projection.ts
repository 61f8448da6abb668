import type { VoiceRecordingUploadedData } from '@gps/domain';
import type { Projection } from '../projection';
import { Collections, micros, type VoiceRecordingDoc } from '../read-models';
import { dataOf } from './support';

/** The voice recording log: one document per upload, listed per device newest first. */
export const voiceRecordingsProjection: Projection = {
  name: 'voice-recordings',
  collections: [Collections.voiceRecordings],
  indexes: [{ collection: Collections.voiceRecordings, fields: ['deviceSerialNumber'] }],
  handles: ['VoiceRecordingUploaded'],
  async apply(event, w) {
    const d = dataOf<VoiceRecordingUploadedData>(event);
    const doc: VoiceRecordingDoc = {
      id: d.recordingId,
      deviceSerialNumber: d.serialNumber,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
      sha256: d.sha256,
      recordedAt: d.recordedAt === null ? null : micros(d.recordedAt),
      uploadedAt: micros(d.at),
      uploadedBy: d.uploadedBy.account,
      uploadedByKind: d.uploadedBy.kind,
      uploadedById: d.uploadedBy.id,
    };
    return w.put(Collections.voiceRecordings, doc);
  },
};
