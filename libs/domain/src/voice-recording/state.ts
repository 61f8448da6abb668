import type { VoiceRecordingUploadedData } from './events';

/** A recording exists once uploaded; it is never changed afterwards. */
export type VoiceRecordingState =
  { readonly status: 'absent' } | { readonly status: 'uploaded'; readonly value: VoiceRecordingUploadedData };
