import type { Protocol } from '@gps/protocols';
import { createGatewayContext } from './context';
import { OsmAndListener } from './http/osmand-server';
import type { MetricsSnapshot } from './metrics';
import type { ConnectionCounts } from './limits/connection-budget';
import { flushEndedNotices, flushNotices } from './notices';
import { resolveConfig, type GatewayConfig, type GatewayOptions, type GatewayPorts } from './options';
import { LOG_WINDOW_CHECK_MS } from './throttled-log';
import { gt06Listener } from './tcp/gt06-server';
import { h02Listener } from './tcp/h02-server';
import { jt808Listener } from './tcp/jt808-server';
import { teltonikaListener } from './tcp/teltonika-server';
import { TeltonikaUdpListener } from './udp/teltonika-udp';

/** A snapshot for the back office and health checks. */
export interface GatewayStatus extends MetricsSnapshot {
  /** The ports actually listened on (`null`: that listener is off). */
  ports: GatewayPorts;
  /** Identified TCP devices connected now. */
  sessions: number;
  /**
   * Connections to the device ports now, those that have not named a device (OsmAnd: all), and the
   * most of those one address ever had at once.
   */
  connections: ConnectionCounts;
  /** The caps in force. */
  limits: GatewayLimits;
}

export interface GatewayLimits {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  loginTimeoutMs: number;
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

/** Start the GT06, H02, JT808, OsmAnd and Teltonika (TCP and UDP) listeners over one ingest and one outbox. */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const config = resolveConfig(options);
  const ctx = createGatewayContext(config, options.ingest, options.outbox);
  const limits: GatewayLimits = {
    maxConnections: config.maxConnections,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    loginTimeoutMs: config.loginTimeoutMs,
  };
  const listeners: Record<Protocol, Listener> = {
    gt06: gt06Listener(ctx),
    h02: h02Listener(ctx),
    osmand: new OsmAndListener(ctx),
    jt808: jt808Listener(ctx),
    teltonika: teltonikaListener(ctx),
  };
  /** UDP beside a TCP listener, on the port number that one bound. */
  const udp: Partial<Record<Protocol, Listener>> = { teltonika: new TeltonikaUdpListener(ctx) };
  const ports: GatewayPorts = { gt06: null, h02: null, osmand: null, jt808: null, teltonika: null };
  const started: Listener[] = [];
  try {
    for (const protocol of Object.keys(listeners) as Protocol[]) {
      const port = config.ports[protocol];
      if (port === null) continue;
      const bound = await listeners[protocol].listen(port, config.host);
      ports[protocol] = bound;
      started.push(listeners[protocol]);
      const datagrams = udp[protocol];
      if (datagrams) {
        await datagrams.listen(bound, config.host);
        started.push(datagrams);
      }
    }
  } catch (error) {
    await Promise.all(started.map((l) => l.close(0)));
    throw error;
  }

  config.logger.info('device port limits', limitsLine(config));
  // Windows end by the gateway's clock; the timer only looks for ended ones to write their summaries.
  const flushTimer = setInterval(() => flushEndedNotices(ctx.notices), LOG_WINDOW_CHECK_MS);
  flushTimer.unref();

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
      connections: ctx.budget.counts,
      limits: { ...limits },
    }),
    close: () => {
      closing ??= (async () => {
        unsubscribe();
        clearInterval(flushTimer);
        await Promise.all(started.map((l) => l.close(config.closeGraceMs)));
        flushNotices(ctx.notices);
      })();
      return closing;
    },
  };
}

/** The caps in force and where the total came from, for the startup log. */
function limitsLine(config: GatewayConfig): Record<string, unknown> {
  return {
    maxConnections: config.maxConnections,
    ...(config.openFilesLimit === undefined
      ? {}
      : { fromOpenFilesLimit: config.openFilesLimit === Infinity ? 'unlimited' : config.openFilesLimit }),
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    loginTimeoutSeconds: config.loginTimeoutMs / 1000,
  };
}
