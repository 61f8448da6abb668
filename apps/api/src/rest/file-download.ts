import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import type { Logger } from '../infrastructure/logger';
import type { PrimedFile } from '../request/primed-file';

/** What a header's quoted string may hold as is: printable ASCII but the quote and the backslash. */
const PLAIN_ASCII = /[^\x20-\x21\x23-\x5b\x5d-\x7e]/g;
/** encodeURIComponent leaves these, RFC 5987's attr-char does not. */
const NOT_ATTR_CHAR = /['()*]/g;

/**
 * `attachment` with the file's name (RFC 6266): `filename` in plain ASCII for old clients (any other
 * character an underscore), `filename*` in UTF-8 (RFC 5987) with the name itself, which clients that
 * know it prefer (every current browser).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(PLAIN_ASCII, '_');
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHAR,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file answer as the response: streamed as it is encoded (chunked, as fast as the client reads; a
 * client gone stops the encoder). A failure after the headers have gone cannot become an envelope
 * any more: Nest breaks the transfer off, so the client sees an incomplete download rather than a
 * file that looks whole; we log it.
 */
export function fileDownload(file: PrimedFile, logger: Logger): StreamableFile {
  return new StreamableFile(Readable.from(file.body, { objectMode: false }), {
    type: file.mediaType,
    disposition: contentDisposition(file.fileName),
  }).setErrorLogger((error: Error) => logger.error(`the download of ${file.fileName} broke off`, error));
}
