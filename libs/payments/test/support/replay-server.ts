import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local server was asked: the form fields of each POST. */
export interface RecordedRequest {
  path: string;
  fields: Record<string, string>;
}

/**
 * A local HTTP server answering every POST with one recorded answer, so a provider's API is tried
 * without the network; it keeps what it was sent.
 */
export async function replayServer(
  answer: string,
): Promise<{ url: string; received: RecordedRequest[]; close(): Promise<void> }> {
  const received: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ path: req.url ?? '', fields: Object.fromEntries(new URLSearchParams(body)) });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
