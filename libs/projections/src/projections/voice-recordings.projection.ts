import { defineProjection } from '../define-projection';
import { Collections, micros } from '../read-models';

/** The voice recording log: one document per upload, listed per device newest first. */
export const voiceRecordingsProjection = defineProjection({
  name: 'voice-recordings',
  collections: [Collections.voiceRecordings],
  indexes: [{ collection: Collections.voiceRecordings, fields: ['deviceSerialNumber'] }],
  handlers: {
    async VoiceRecordingUploaded({ data: d }, w) {
      await w.put(Collections.voiceRecordings, {
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
      });
    },
  },
});
