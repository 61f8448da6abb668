import type { DomainEvent } from '../decider';
import type { AudioContentType } from './audio-type';
import type { VoiceUploader } from './limits';

export interface VoiceRecordingUploadedData {
  recordingId: string;
  serialNumber: string;
  fileName: string;
  contentType: AudioContentType;
  size: number;
  sha256: string;
  recordedAt: number | null;
  uploadedBy: VoiceUploader;
  at: number;
}

export type VoiceRecordingUploaded = DomainEvent<'VoiceRecordingUploaded', VoiceRecordingUploadedData>;

export type VoiceRecordingEvent = VoiceRecordingUploaded;

export const VOICE_RECORDING_EVENT_TYPES = [
  'VoiceRecordingUploaded',
] as const satisfies readonly VoiceRecordingEvent['type'][];
