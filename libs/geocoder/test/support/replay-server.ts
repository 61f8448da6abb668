import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded answer: served when the path matches and every listed query parameter is equal. */
export interface Exchange {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly status: number;
  readonly body: unknown;
}

export interface ReceivedRequest {
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
}

export interface ReplayServer {
  readonly baseUrl: string;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

const NOT_RECORDED = 599;

/**
 * A local HTTP server that answers from recorded exchanges, so the online adapters are tested
 * without the network. A request nobody recorded gets an unusual status, which the adapters report
 * as PROVIDER_FAILED and the test shows.
 */
export async function startReplayServer(exchanges: readonly Exchange[]): Promise<ReplayServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replay.local');
    received.push({ url, headers: request.headers });
    const match = exchanges.find(
      (exchange) =>
        exchange.path === url.pathname &&
        Object.entries(exchange.query).every(([name, value]) => url.searchParams.get(name) === value),
    );
    response.writeHead(match?.status ?? NOT_RECORDED, { 'content-type': 'application/json' });
    response.end(JSON.stringify(match?.body ?? { replay: `nothing recorded for ${request.url}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** A pacer clock whose sleeps end at once and move time on, recording how long each would be. */
export function fakeClock(): { now(): number; sleep(ms: number): Promise<void>; sleeps: number[] } {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}
