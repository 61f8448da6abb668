/**
 * What an uploaded recording is, told from its first bytes (magic numbers), never from its name:
 * a name says what the sender hoped, the bytes what a player will get. Only the header is read;
 * the audio is not decoded, so a file with a valid header and a damaged body still passes.
 */
export const AUDIO_CONTENT_TYPES = [
  'audio/amr',
  'audio/amr-wb',
  'audio/wav',
  'audio/mpeg',
  'audio/aac',
  'audio/ogg',
  'audio/mp4',
  'audio/3gpp',
  'audio/3gpp2',
  'audio/webm',
  'audio/x-matroska',
] as const;
export type AudioContentType = (typeof AUDIO_CONTENT_TYPES)[number];

/** What the refusal message lists. */
export const ACCEPTED_AUDIO_FORMATS = 'AMR, WAV, MP3, AAC, OGG, M4A/3GP or WebM';

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  from + length <= bytes.length ? String.fromCharCode(...bytes.subarray(from, from + length)) : '';

/** ADTS, the raw AAC stream: 12-bit sync, layer 00, a sampling-frequency index that exists. */
function isAdts(bytes: Uint8Array, at: number): boolean {
  if (at + 7 > bytes.length) return false;
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  return b0 === 0xff && (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) <= 12;
}

/**
 * An MPEG audio frame header (MP3 and its layer I/II siblings): 11-bit sync and no reserved value
 * in version, layer, bitrate or sampling rate. That is 4 bytes of constraints, so random data
 * passes about once in 2^16 tries or less; the other formats are checked first.
 */
function isMpegFrame(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length) return false;
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/** Where the audio starts after an ID3v2 tag: 10 header bytes, a synchsafe size, an optional footer. */
function afterId3(bytes: Uint8Array): number {
  const size =
    ((bytes[6] & 0x7f) << 21) | ((bytes[7] & 0x7f) << 14) | ((bytes[8] & 0x7f) << 7) | (bytes[9] & 0x7f);
  const footer = (bytes[5] & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** ISO base media (MP4/3GP) brands that hold audio; image brands (heic, avif) share the container. */
function isoBrandType(brand: string): AudioContentType | null {
  if (brand.startsWith('3gp')) return 'audio/3gpp';
  if (brand.startsWith('3g2')) return 'audio/3gpp2';
  const mp4 = [
    'M4A ',
    'M4B ',
    'M4P ',
    'F4A ',
    'mp41',
    'mp42',
    'isom',
    'iso2',
    'iso4',
    'iso5',
    'iso6',
    'dash',
  ];
  return mp4.includes(brand) ? 'audio/mp4' : null;
}

/** EBML (Matroska family): the DocType sits in the first few dozen bytes of the header. */
function ebmlType(bytes: Uint8Array): AudioContentType | null {
  const head = ascii(bytes, 0, Math.min(bytes.length, 64));
  if (head.includes('webm')) return 'audio/webm';
  if (head.includes('matroska')) return 'audio/x-matroska';
  return null;
}

/** The content type of an audio file, or null when the bytes are none of the accepted formats. */
export function detectAudioType(bytes: Uint8Array): AudioContentType | null {
  if (ascii(bytes, 0, 9) === '#!AMR-WB\n') return 'audio/amr-wb';
  if (ascii(bytes, 0, 6) === '#!AMR\n') return 'audio/amr';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 4, 4) === 'ftyp') return isoBrandType(ascii(bytes, 8, 4));
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return ebmlType(bytes);
  }
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10 && bytes[3] >= 2 && bytes[3] <= 4) {
    // AAC streams are tagged with ID3 too: what follows the tag decides.
    return isAdts(bytes, afterId3(bytes)) ? 'audio/aac' : 'audio/mpeg';
  }
  if (isAdts(bytes, 0)) return 'audio/aac';
  if (isMpegFrame(bytes, 0)) return 'audio/mpeg';
  return null;
}
