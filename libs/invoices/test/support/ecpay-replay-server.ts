import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** One recorded answer of ECPay's e-invoice host, served for a path. */
export interface RecordedAnswer {
  readonly path: string;
  readonly status: number;
  readonly body: string;
}

export interface ReceivedPost {
  readonly path: string;
  readonly contentType: string | undefined;
  readonly fields: Record<string, string>;
}

export interface EcpayReplayServer {
  readonly baseUrl: string;
  readonly received: ReceivedPost[];
  close(): Promise<void>;
}

const NOT_RECORDED = 599;

/** The recordings of test/contract/recordings (see its README). */
export function recorded(name: 'ecpay' | 'ecpay-refusals'): RecordedAnswer[] {
  const file = join(__dirname, '..', 'contract', 'recordings', `${name}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { exchanges: RecordedAnswer[] }).exchanges;
}

/** A local HTTP server playing ECPay's e-invoice host from recorded answers: never the network. */
export async function startEcpayReplay(answers: readonly RecordedAnswer[]): Promise<EcpayReplayServer> {
  const received: ReceivedPost[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://replay.local').pathname;
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({ path, contentType: request.headers['content-type'], fields });
      const answer = answers.find((a) => a.path === path);
      response.writeHead(answer?.status ?? NOT_RECORDED, { 'content-type': 'text/html; charset=utf-8' });
      response.end(answer?.body ?? `nothing recorded for ${path}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
