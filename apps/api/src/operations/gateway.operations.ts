import { AdminFunction } from '@gps/domain';
import { GATEWAY_STATUS_STALE_SECONDS, calls } from '@gps/contracts';
import { DistinctCounter } from '@gps/gateway';
import { micros } from '@gps/projections';
import { operation } from '../request/operation';
import { GATEWAY_STATUS, type GatewayStatusDoc } from '../operational-state/gateway-status';
import type { ReadModels } from './shared/read-models';

/** What the gateway status call needs: the documents the gateways publish. */
export interface GatewayOperationDeps {
  read: ReadModels;
}

/** One gateway process's counters since it started, flattened over its protocols. */
function instanceOf(doc: GatewayStatusDoc, now: number) {
  const { gateway, ingest } = doc;
  const t = gateway.totals;
  return {
    id: doc.id,
    publishedAt: micros(doc.publishedAt),
    stale: now - doc.publishedAt > GATEWAY_STATUS_STALE_SECONDS * 1000,
    startedAt: micros(gateway.startedAt),
    ports: Object.entries(gateway.ports)
      .filter(([, port]) => port !== null)
      .map(([protocol, port]) => `${protocol}:${port}`),
    sessions: gateway.sessions,
    connections: t.connections,
    messages: t.messages,
    acks: t.acks,
    refusedUnknown: t.refusedUnknown,
    // Documents of gateways from before these counters had none.
    loginTimeouts: t.loginTimeouts ?? 0,
    connectionsRefused: (t.refusedAddressCap ?? 0) + (t.refusedTotalCap ?? 0),
    decodeErrors: t.decodeErrors,
    badChecksums: t.badChecksums ?? 0,
    recordFailures: t.recordFailures,
    datagramsDropped: t.datagramsDropped ?? 0,
    commandsSent: t.commandsSent,
    commandReplies: t.commandReplies,
    positionsRecorded: ingest.positionsRecorded,
    warningsRaised: ingest.warningsRaised,
  };
}

type Listed = GatewayStatusDoc['gateway']['unknownDevices'][number];

/**
 * The gateways' lists as one: a serial refused by several is one row (its attempts and scores
 * added up), ranked as each gateway ranks its own (score, then recency).
 */
function mergedUnknownDevices(docs: readonly GatewayStatusDoc[]): Listed[] {
  const unknown = new Map<string, Listed>();
  for (const doc of docs) {
    for (const d of doc.gateway.unknownDevices) {
      const seen = unknown.get(d.serial);
      unknown.set(
        d.serial,
        seen
          ? {
              ...(d.lastSeenAt > seen.lastSeenAt ? d : seen),
              firstSeenAt: Math.min(d.firstSeenAt, seen.firstSeenAt),
              attempts: d.attempts + seen.attempts,
              score: (d.score ?? 0) + (seen.score ?? 0),
            }
          : d,
      );
    }
  }
  return [...unknown.values()].sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || b.lastSeenAt - a.lastSeenAt);
}

/** Distinct serials refused by any gateway: their sketches merged, so shared serials count once. */
function distinctRefused(docs: readonly GatewayStatusDoc[]): number {
  const all = new DistinctCounter();
  for (const doc of docs) {
    const sketch = doc.gateway.unknownSerials?.sketch;
    if (sketch) all.merge(DistinctCounter.fromBase64(sketch));
  }
  return all.estimate();
}

export const gatewayOperations = ({ read }: GatewayOperationDeps) => [
  operation(calls.getGatewayStatus, {
    access: { admin: { functionId: AdminFunction.DEVICE, right: 'view' } },
    async run(ctx) {
      const docs = (await read.find(GATEWAY_STATUS, {})).rows;
      return {
        gateways: docs.map((d) => instanceOf(d, ctx.now)).sort((a, b) => a.id.localeCompare(b.id)),
        unknownDevices: mergedUnknownDevices(docs).map((d) => ({
          serial: d.serial,
          protocol: d.protocol,
          remoteAddress: d.remoteAddress ?? null,
          firstSeenAt: micros(d.firstSeenAt),
          lastSeenAt: micros(d.lastSeenAt),
          attempts: d.attempts,
        })),
        refusedSerials: distinctRefused(docs),
      };
    },
  }),
];
