import type { Protocol } from '@gps/protocols';
import { silentLogger, startGateway, type Gateway, type GatewayOptions } from '../../src';
import { BatchingFakeIngest, FakeIngest, FakeOutbox } from './fakes';

export interface TestGateway {
  gateway: Gateway;
  ingest: FakeIngest;
  outbox: FakeOutbox;
  port(protocol: Protocol): number;
}

/** A gateway on free ports of 127.0.0.1, over the in-memory fakes, logging nothing. */
export async function startTestGateway(
  options: Partial<GatewayOptions> & { known?: string[]; batching?: boolean } = {},
): Promise<TestGateway> {
  const known = options.known ?? [];
  const ingest = options.batching ? new BatchingFakeIngest(...known) : new FakeIngest(...known);
  const outbox = new FakeOutbox();
  const gateway = await startGateway({
    ingest,
    outbox,
    ports: { gt06: 0, h02: 0, osmand: 0, jt808: 0, teltonika: 0 },
    host: '127.0.0.1',
    logger: silentLogger,
    closeGraceMs: 2_000,
    ...options,
  });
  return {
    gateway,
    ingest,
    outbox,
    port: (protocol) => {
      const port = gateway.ports[protocol];
      if (port === null) throw new Error(`${protocol} listener is off`);
      return port;
    },
  };
}
