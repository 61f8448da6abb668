import { FunctionId } from '@gps/domain';
import { GATEWAY_STATUS_STALE_SECONDS, getGatewayStatusInput } from '@gps/contracts';
import { micros } from '@gps/projections';
import { operation } from '../application/operation';
import { GATEWAY_STATUS, type GatewayStatusDoc } from '../device-link/gateway-status';

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
    decodeErrors: t.decodeErrors,
    recordFailures: t.recordFailures,
    commandsSent: t.commandsSent,
    commandReplies: t.commandReplies,
    positionsRecorded: ingest.positionsRecorded,
    warningsRaised: ingest.warningsRaised,
  };
}

export const gatewayOperations = [
  operation({
    name: 'getGatewayStatus',
    kind: 'query',
    summary:
      "The device gateways' counters since each started, and the unknown devices they refused (serials trying to report without being provisioned), most recent first.",
    input: getGatewayStatusInput,
    access: { admin: { functionId: FunctionId.DEVICE, right: 'view' } },
    async run(ctx) {
      const docs = (await ctx.platform.read.find<GatewayStatusDoc>(GATEWAY_STATUS, {})).rows;
      const unknown = new Map<string, GatewayStatusDoc['gateway']['unknownDevices'][number]>();
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
                }
              : d,
          );
        }
      }
      return {
        gateways: docs.map((d) => instanceOf(d, ctx.now)).sort((a, b) => a.id.localeCompare(b.id)),
        unknownDevices: [...unknown.values()]
          .sort((a, b) => b.lastSeenAt - a.lastSeenAt)
          .map((d) => ({
            serial: d.serial,
            protocol: d.protocol,
            remoteAddress: d.remoteAddress ?? null,
            firstSeenAt: micros(d.firstSeenAt),
            lastSeenAt: micros(d.lastSeenAt),
            attempts: d.attempts,
          })),
      };
    },
  }),
];
