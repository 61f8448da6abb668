/** About this many characters per chunk sent: one write per row would be thousands of tiny writes. */
export const CHUNK_CHARS = 64 * 1024;

/** Text pieces gathered into UTF-8 chunks of about CHUNK_CHARS, as they come (never the whole file). */
export async function* utf8Chunks(pieces: AsyncIterable<string>): AsyncGenerator<Uint8Array> {
  let pending: string[] = [];
  let size = 0;
  for await (const piece of pieces) {
    pending.push(piece);
    size += piece.length;
    if (size >= CHUNK_CHARS) {
      yield Buffer.from(pending.join(''), 'utf8');
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) yield Buffer.from(pending.join(''), 'utf8');
}
