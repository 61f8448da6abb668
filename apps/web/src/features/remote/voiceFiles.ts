/** Voice recording uploads checked in the browser before they travel (the server checks the bytes again). */

/** Largest recording the server takes, decoded (libs/contracts VOICE_RECORDING_MAX_BYTES). */
export const VOICE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * File name endings of the formats the server recognises: AMR, WAV, MP3, AAC, Ogg, M4A/MP4 audio,
 * 3GP and WebM/Matroska. Browsers often give AMR no type and WebM / 3GP a video type, so the ending
 * counts as much as the type.
 */
export const AUDIO_EXTENSIONS = [
  'amr',
  'awb',
  'wav',
  'mp3',
  'aac',
  'ogg',
  'oga',
  'opus',
  'm4a',
  'm4b',
  'mp4',
  '3gp',
  '3g2',
  'webm',
  'weba',
  'mka',
] as const;

/** The upload's `accept` attribute: the endings above and any audio type. */
export const AUDIO_ACCEPT = ['audio/*', ...AUDIO_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export type AudioFileProblem = 'notAudio' | 'tooLarge' | 'empty';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a chosen file cannot be uploaded, or null when it may go. */
export function audioFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): AudioFileProblem | null {
  const audioType = file.type.toLowerCase().startsWith('audio/');
  const audioName = (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!audioType && !audioName) return 'notAudio';
  if (file.size === 0) return 'empty';
  if (file.size > VOICE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The file's bytes in standard base64 (what the upload's `data` takes), read in the browser. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
