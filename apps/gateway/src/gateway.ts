import type { Protocol } from '@gps/protocols';
import type { GatewayContext } from './context';
import { OsmAndListener } from './http/osmand-server';
import { GatewayMetrics, type MetricsSnapshot } from './metrics';
import { resolveConfig, type GatewayOptions, type GatewayPorts } from './options';
import { SessionRegistry } from './sessions';
import { gt06Listener } from './tcp/gt06-server';
import { h02Listener } from './tcp/h02-server';

/** A snapshot for the back office and health checks. */
export interface GatewayStatus extends MetricsSnapshot {
  /** The ports actually listened on (`null`: that listener is off). */
  ports: GatewayPorts;
  /** Identified TCP devices connected now. */
  sessions: number;
}

export interface Gateway {
  readonly ports: GatewayPorts;
  status(): GatewayStatus;
  /** Stop listening, let connections finish what they started (up to closeGraceMs), then close them. */
  close(): Promise<void>;
}

interface Listener {
  listen(port: number, host: string | undefined): Promise<number>;
  close(graceMs: number): Promise<void>;
}

/** Start the GT06, H02 and OsmAnd listeners over one ingest and one outbox. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const config = resolveConfig(options);
  const ctx: GatewayContext = {
    config,
    ingest: options.ingest,
    outbox: options.outbox,
    metrics: new GatewayMetrics(config.clock(), config.unknownDevicesKept),
    sessions: new SessionRegistry(),
  };
  const listeners: Record<Protocol, Listener> = {
    gt06: gt06Listener(ctx),
    h02: h02Listener(ctx),
    osmand: new OsmAndListener(ctx),
  };
  const ports: GatewayPorts = { gt06: null, h02: null, osmand: null };
  const started: Listener[] = [];
  try {
    for (const protocol of Object.keys(listeners) as Protocol[]) {
      const port = config.ports[protocol];
      if (port === null) continue;
      ports[protocol] = await listeners[protocol].listen(port, config.host);
      started.push(listeners[protocol]);
    }
  } catch (error) {
    await Promise.all(started.map((l) => l.close(0)));
    throw error;
  }

  const unsubscribe = options.outbox.onRequested((serial) => {
    try {
      ctx.sessions.get(serial)?.commandsRequested();
    } catch (error) {
      config.logger.error(`command request for ${serial} failed`, error);
    }
  });

  let closing: Promise<void> | undefined;
  return {
    ports: { ...ports },
    status: () => ({
      ...ctx.metrics.snapshot(config.clock()),
      ports: { ...ports },
      sessions: ctx.sessions.size,
    }),
    close: () => {
      closing ??= (async () => {
        unsubscribe();
        await Promise.all(started.map((l) => l.close(config.closeGraceMs)));
      })();
      return closing;
    },
  };
}
