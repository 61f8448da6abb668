import { ACCOUNT_KINDS, type AccountKind } from '@gps/codes';

/** The rules of an uploaded recording (docs/decisions/voice-recordings.md). */
export const VOICE_RECORDING_LIMITS = {
  /** Decoded size: 5 MiB holds several minutes of voice in any accepted format. */
  maxBytes: 5 * 1024 * 1024,
  /** Characters (code points) of the file name, after trimming. */
  fileNameMax: 120,
  /** How far past the upload time recordedAt may lie: device clocks drift, the future never comes. */
  recordedAtSkewMs: 5 * 60_000,
} as const;

/** An uploader is one of the account kinds (@gps/codes). */
export type VoiceUploaderKind = AccountKind;
export const VOICE_UPLOADER_KINDS: readonly VoiceUploaderKind[] = ACCOUNT_KINDS;

/** Who uploaded a recording, with the account name as it was then (what the list shows). */
export interface VoiceUploader {
  kind: VoiceUploaderKind;
  /** The admin account id, the fleet id or the device serial number. */
  id: string;
  /** The sign-in name (a device's is its serial number). */
  account: string;
}
