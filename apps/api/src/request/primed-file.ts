import type { ExportedFile } from '@gps/contracts';

/**
 * A file answer whose first chunk has been read: whatever refuses the call or fails to read its
 * first rows has happened by then, so the door can still answer it as the JSON envelope; once the
 * file's headers are sent, only a broken transfer can tell of a failure (docs/decisions/exports.md).
 */
export class PrimedFile {
  private constructor(
    readonly mediaType: string,
    readonly fileName: string,
    readonly body: AsyncIterable<Uint8Array>,
  ) {}

  static async of(file: ExportedFile): Promise<PrimedFile> {
    const chunks = file.body[Symbol.asyncIterator]();
    const first = await chunks.next();
    return new PrimedFile(file.mediaType, file.fileName, replay(first, chunks));
  }
}

async function* replay(
  first: IteratorResult<Uint8Array>,
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  try {
    for (let next = first; !next.done; next = await rest.next()) yield next.value;
  } finally {
    // A download stopped half way: let the encoder stop reading too.
    await rest.return?.();
  }
}
