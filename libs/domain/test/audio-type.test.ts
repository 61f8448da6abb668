import { randomBytes } from 'node:crypto';
import { AUDIO_CONTENT_TYPES, detectAudioType } from '../src';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

/** A 32-bit little-endian size, as RIFF writes it. */
const le32 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >> 24) & 0xff];
const mp3Frame = [0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]; // MPEG-1 layer III, 128 kbit/s, 44.1 kHz
const adtsFrame = [0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]; // AAC LC, 44.1 kHz, stereo
/** An ID3v2.4 tag of `size` bytes of frames, synchsafe-encoded. */
const id3 = (size: number): number[] => [
  0x49,
  0x44,
  0x33,
  4,
  0,
  0,
  (size >> 21) & 0x7f,
  (size >> 14) & 0x7f,
  (size >> 7) & 0x7f,
  size & 0x7f,
  ...new Array<number>(size).fill(0),
];
const ebml = (docType: string): Uint8Array =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], docType, [0x42, 0x87]);

describe('detectAudioType', () => {
  it.each<[string, Uint8Array, string]>([
    ['AMR-NB', bytes('#!AMR\n', [0x3c, 0x48]), 'audio/amr'],
    ['AMR-WB', bytes('#!AMR-WB\n', [0x04]), 'audio/amr-wb'],
    ['WAV', bytes('RIFF', le32(36), 'WAVEfmt ', le32(16)), 'audio/wav'],
    ['MP3 with an ID3 tag', bytes(id3(20), mp3Frame), 'audio/mpeg'],
    ['MP3 starting with a frame', bytes(mp3Frame), 'audio/mpeg'],
    ['MPEG-2 layer II', bytes([0xff, 0xf4, 0x50, 0x00]), 'audio/mpeg'],
    ['AAC (ADTS)', bytes(adtsFrame), 'audio/aac'],
    ['AAC (ADTS) behind an ID3 tag', bytes(id3(12), adtsFrame), 'audio/aac'],
    ['Ogg (Vorbis or Opus)', bytes('OggS', [0, 2, 0, 0]), 'audio/ogg'],
    ['M4A', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0], 'M4A isom'), 'audio/mp4'],
    ['MP4 (isom)', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0]), 'audio/mp4'],
    ['3GP, as phones record', bytes([0, 0, 0, 0x18], 'ftyp3gp4', [0, 0, 0, 0]), 'audio/3gpp'],
    ['3G2', bytes([0, 0, 0, 0x18], 'ftyp3g2a', [0, 0, 0, 0]), 'audio/3gpp2'],
    ['WebM, as browsers record', ebml('webm'), 'audio/webm'],
    ['Matroska audio', ebml('matroska'), 'audio/x-matroska'],
  ])('recognises %s', (_name, data, type) => {
    expect(detectAudioType(data)).toBe(type);
  });

  it.each<[string, Uint8Array]>([
    ['nothing', bytes()],
    ['one byte', bytes([0xff])],
    ['plain text', bytes('hello, this is not audio')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['PNG', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a])],
    ['PDF', bytes('%PDF-1.7\n')],
    ['AVI (RIFF, not WAVE)', bytes('RIFF', le32(36), 'AVI LIST')],
    ['a truncated AMR header', bytes('#!AMR')],
    ['a HEIC image (ISO container, image brand)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['an AVIF image', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0])],
    ['EBML of another kind', ebml('other')],
    ['a frame sync with a reserved MPEG version', bytes([0xff, 0xeb, 0x90, 0x64])],
    ['a frame sync with a bad bitrate', bytes([0xff, 0xfb, 0xf0, 0x64])],
    ['a frame sync with a reserved sample rate', bytes([0xff, 0xfb, 0x9c, 0x64])],
    ['ID3 of an impossible version', bytes('ID3', [0xff, 0, 0, 0, 0, 0, 0], mp3Frame)],
    ['ZIP', bytes('PK', [3, 4, 20, 0])],
  ])('refuses %s', (_name, data) => {
    expect(detectAudioType(data)).toBeNull();
  });

  it('answers only the types it declares', () => {
    for (let i = 0; i < 2000; i++) {
      const type = detectAudioType(randomBytes(64));
      if (type !== null) expect(AUDIO_CONTENT_TYPES).toContain(type);
    }
  });
});
