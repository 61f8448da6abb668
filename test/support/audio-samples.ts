/**
 * Small real audio files for the voice recording suites, built in memory: each plays in an
 * ordinary player, so what the suites upload is what a device or a browser would.
 */

/** PCM WAV, 8 kHz mono 16-bit: `ms` of a sine tone at `hz`. */
export function wavTone(ms: number, hz = 440): Buffer {
  const rate = 8000;
  const samples = Math.round((rate * ms) / 1000);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / rate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A WAV of exactly `size` bytes (silence after the header), for the size limits. */
export function wavOfSize(size: number): Buffer {
  const file = Buffer.alloc(size);
  wavTone(0).copy(file);
  file.writeUInt32LE(size - 8, 4);
  file.writeUInt32LE(size - 44, 40);
  return file;
}

/** AMR-NB, what GPS trackers record: the magic, then `frames` NO_DATA frames (20 ms of silence each). */
export function amrSilence(frames = 50): Buffer {
  return Buffer.concat([Buffer.from('#!AMR\n', 'latin1'), Buffer.alloc(frames, 0x7c)]);
}

/** MPEG-1 layer III: `frames` silent frames of 417 bytes (128 kbit/s, 44.1 kHz). */
export function mp3Silence(frames = 10): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

export const base64 = (bytes: Buffer): string => bytes.toString('base64');
