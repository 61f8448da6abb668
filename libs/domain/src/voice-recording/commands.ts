import type { AudioContentType } from './audio-type';
import type { VoiceUploader } from './limits';

/**
 * Record an uploaded recording. The bytes are already stored under `recordingId` when this is
 * decided: the command carries only what was learnt from them. Stream `voicerecording-<recordingId>`.
 */
export interface UploadVoiceRecording {
  type: 'UploadVoiceRecording';
  /** Chosen by the handler, derived from the command id so a retry addresses the same recording. */
  recordingId: string;
  serialNumber: string;
  /** As the uploader named it; a label only, never a path. */
  fileName: string;
  /** Detected from the bytes. */
  contentType: AudioContentType;
  /** Bytes. */
  size: number;
  /** Lowercase hex SHA-256 of the bytes. */
  sha256: string;
  /** Epoch ms when the device recorded it, if the uploader knows; null otherwise. */
  recordedAt: number | null;
  uploadedBy: VoiceUploader;
  at: number;
}

export type VoiceRecordingCommand = UploadVoiceRecording;
