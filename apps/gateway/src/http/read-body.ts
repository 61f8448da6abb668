import type http from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; tooLarge: true };

/**
 * The request body, or tooLarge as soon as it exceeds limit bytes: nothing beyond the limit is
 * kept, so a client streaming forever costs at most `limit` bytes of memory.
 */
export function readBody(req: http.IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      resolve({ ok: false, tooLarge: true });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        resolve({ ok: false, tooLarge: true });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve({ ok: true, body: Buffer.concat(chunks) });
    });
    req.on('error', (error) => {
      if (done) return;
      done = true;
      reject(error);
    });
  });
}
