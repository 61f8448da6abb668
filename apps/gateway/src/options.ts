import { DEVICE_DEFAULT_PORTS } from '@gps/codes';
import {
  GT06_DEFAULT_MAX_FRAME,
  H02_DEFAULT_MAX_FRAME,
  JT808_DEFAULT_MAX_FRAME,
  TELTONIKA_DEFAULT_MAX_FRAME,
  type OsmAndSpeedUnit,
  type Protocol,
} from '@gps/protocols';
import type { CommandOutbox, DeviceIngest } from './ingest-port';
import { defaultMaxConnections, readOpenFilesLimit } from './limits/open-files-limit';
import { consoleLogger, type GatewayLogger } from './logger';

/** A port per listener; `null` leaves that listener off. 0 asks the system for a free port (tests). */
export type GatewayPorts = Record<Protocol, number | null>;

/** Traccar's ports, which the trackers and the simulator default to (@gps/codes). */
export const DEFAULT_PORTS: Readonly<Record<Protocol, number>> = DEVICE_DEFAULT_PORTS;

/**
 * A TCP connection must name its device (GT06 login, H02 first sentence) within 30 s of connecting.
 * Trackers send it right after the handshake; 30 s leaves room for three lost segments on a slow
 * 2G link (retransmissions after about 3, 6 and 12 s). Reasons and figures:
 * docs/decisions/device-ports.md.
 */
export const DEFAULT_LOGIN_TIMEOUT_MS = 30_000;
/**
 * Connections not yet identified from one address (IPv6: one /64). A reconnect storm of N trackers
 * behind one NAT address has up to about 0.7 N of them waiting at once on this machine's benchmark.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 1_000;
/** Lines a minute for each kind of warning a device (or anyone) can cause at will. */
export const DEFAULT_LOG_LINES_PER_MINUTE = 10;
/** A JT808 frame with a 2013 header and an empty body, delimited: the smallest max frame size. */
const JT808_MIN_MAX_FRAME = 16;
/**
 * A Codec 12 command without a reply frees the connection for the next one after this: devices
 * answer within seconds, a minute covers a slow 2G link and a device busy reporting. Why one at a
 * time: docs/protocols.md (Teltonika, how the gateway uses it).
 */
export const DEFAULT_TELTONIKA_COMMAND_TIMEOUT_MS = 60_000;
/**
 * UDP datagrams being looked up and recorded at once, all devices together; more are dropped
 * unread (the device sends them again). Bounds what a flood costs: docs/decisions/device-ports.md.
 */
export const DEFAULT_TELTONIKA_UDP_IN_FLIGHT = 1_024;
/** An OsmAnd request, body included, must arrive within this: 1 MiB at 10 kB/s (slow 2G). */
export const DEFAULT_OSMAND_REQUEST_TIMEOUT_MS = 120_000;

export interface GatewayOptions {
  ingest: DeviceIngest;
  outbox: CommandOutbox;
  ports?: Partial<GatewayPorts>;
  /** Interface to listen on; all interfaces when absent. */
  host?: string;
  /** Close a TCP connection after this long without traffic. Default 10 minutes. */
  idleTimeoutMs?: number;
  /**
   * Close a TCP connection that has not named its device this long after connecting (traffic does
   * not extend it); on OsmAnd, the time to send a request's headers. Default 30 s.
   */
  loginTimeoutMs?: number;
  /**
   * Connections all device ports may hold together; more are refused at once. Default: the
   * process's open-files limit minus a reserve for the api (`defaultMaxConnections`).
   */
  maxConnections?: number;
  /** Connections from one address (IPv6: one /64) that have not named a device yet. Default 1,000. */
  maxConnectionsPerAddress?: number;
  /** Lines a minute for each kind of device-caused warning (unknown serials, refused connections). Default 10. */
  logLinesPerMinute?: number;
  /** Frames one connection may have waiting for `record` before its socket is paused. Default 256. */
  maxQueue?: number;
  /**
   * Close a TCP connection after this many garbage bytes without a good frame in between (one
   * oversized frame closes it at once: the stream is not the protocol we speak). Default 1024.
   */
  maxGarbageBytes?: number;
  logger?: GatewayLogger;
  /** Epoch milliseconds; `receivedAt` of every message and the time in replies. Default Date.now. */
  clock?: () => number;
  /** Distinct unknown serials remembered for the back office. Default 50. */
  unknownDevicesKept?: number;
  /** How long `close()` lets connections finish what they started before cutting them. Default 5 s. */
  closeGraceMs?: number;
  gt06?: {
    maxFrameSize?: number;
    /** Drop frames whose CRC does not match. Default false: TCP already checks, vendors get CRCs wrong. */
    rejectBadCrc?: boolean;
  };
  h02?: {
    maxFrameSize?: number;
    /** Also answer sentences that have no reply of their own with R12 (Traccar's h02.ack). Default false. */
    ack?: boolean;
  };
  jt808?: {
    maxFrameSize?: number;
    /** Drop frames whose check code does not match. Default false, as for GT06's CRC. */
    rejectBadCheckCode?: boolean;
  };
  teltonika?: {
    maxFrameSize?: number;
    /** How long a Codec 12 command may wait for its reply before the next one is sent. Default 60 s. */
    commandTimeoutMs?: number;
    /** UDP datagrams handled at once; more are dropped unanswered. Default 1,024. */
    udpInFlight?: number;
  };
  osmand?: {
    /** Larger request bodies get 413. Default 1 MiB. */
    maxBodyBytes?: number;
    /** A whole request, body included, must arrive within this. Default 2 minutes. */
    requestTimeoutMs?: number;
    speedUnit?: OsmAndSpeedUnit;
    localTimezoneOffsetMinutes?: number;
  };
}

/** Options with every default filled in and checked. */
export interface GatewayConfig {
  ports: GatewayPorts;
  host: string | undefined;
  idleTimeoutMs: number;
  loginTimeoutMs: number;
  maxConnections: number;
  /** The limit `maxConnections` was derived from when not given (undefined: unknown or not used). */
  openFilesLimit: number | undefined;
  maxConnectionsPerAddress: number;
  logLinesPerMinute: number;
  maxQueue: number;
  maxGarbageBytes: number;
  logger: GatewayLogger;
  clock: () => number;
  unknownDevicesKept: number;
  closeGraceMs: number;
  gt06: { maxFrameSize: number; rejectBadCrc: boolean };
  h02: { maxFrameSize: number; ack: boolean };
  jt808: { maxFrameSize: number; rejectBadCheckCode: boolean };
  teltonika: { maxFrameSize: number; commandTimeoutMs: number; udpInFlight: number };
  osmand: {
    maxBodyBytes: number;
    requestTimeoutMs: number;
    speedUnit: OsmAndSpeedUnit;
    localTimezoneOffsetMinutes: number;
  };
}

export function resolveConfig(options: GatewayOptions): GatewayConfig {
  const ports: GatewayPorts = { ...DEFAULT_PORTS, ...options.ports };
  for (const [protocol, port] of Object.entries(ports)) {
    if (port !== null) whole(`ports.${protocol}`, port, 0, 65535);
  }
  const openFilesLimit = options.maxConnections === undefined ? readOpenFilesLimit() : undefined;
  return {
    ports,
    host: options.host,
    idleTimeoutMs: whole('idleTimeoutMs', options.idleTimeoutMs ?? 600_000, 1),
    loginTimeoutMs: whole('loginTimeoutMs', options.loginTimeoutMs ?? DEFAULT_LOGIN_TIMEOUT_MS, 1),
    maxConnections: whole(
      'maxConnections',
      options.maxConnections ?? defaultMaxConnections(openFilesLimit),
      1,
    ),
    openFilesLimit,
    maxConnectionsPerAddress: whole(
      'maxConnectionsPerAddress',
      options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      1,
    ),
    logLinesPerMinute: whole(
      'logLinesPerMinute',
      options.logLinesPerMinute ?? DEFAULT_LOG_LINES_PER_MINUTE,
      0,
    ),
    maxQueue: whole('maxQueue', options.maxQueue ?? 256, 1),
    maxGarbageBytes: whole('maxGarbageBytes', options.maxGarbageBytes ?? 1024, 0),
    logger: options.logger ?? consoleLogger,
    clock: options.clock ?? Date.now,
    unknownDevicesKept: whole('unknownDevicesKept', options.unknownDevicesKept ?? 50, 1),
    closeGraceMs: whole('closeGraceMs', options.closeGraceMs ?? 5_000, 0),
    gt06: {
      maxFrameSize: whole('gt06.maxFrameSize', options.gt06?.maxFrameSize ?? GT06_DEFAULT_MAX_FRAME, 16),
      rejectBadCrc: options.gt06?.rejectBadCrc ?? false,
    },
    h02: {
      maxFrameSize: whole('h02.maxFrameSize', options.h02?.maxFrameSize ?? H02_DEFAULT_MAX_FRAME, 8),
      ack: options.h02?.ack ?? false,
    },
    jt808: {
      maxFrameSize: whole(
        'jt808.maxFrameSize',
        options.jt808?.maxFrameSize ?? JT808_DEFAULT_MAX_FRAME,
        JT808_MIN_MAX_FRAME,
      ),
      rejectBadCheckCode: options.jt808?.rejectBadCheckCode ?? false,
    },
    teltonika: {
      maxFrameSize: whole(
        'teltonika.maxFrameSize',
        options.teltonika?.maxFrameSize ?? TELTONIKA_DEFAULT_MAX_FRAME,
        64,
      ),
      commandTimeoutMs: whole(
        'teltonika.commandTimeoutMs',
        options.teltonika?.commandTimeoutMs ?? DEFAULT_TELTONIKA_COMMAND_TIMEOUT_MS,
        1,
      ),
      udpInFlight: whole(
        'teltonika.udpInFlight',
        options.teltonika?.udpInFlight ?? DEFAULT_TELTONIKA_UDP_IN_FLIGHT,
        1,
      ),
    },
    osmand: {
      maxBodyBytes: whole('osmand.maxBodyBytes', options.osmand?.maxBodyBytes ?? 1024 * 1024, 1),
      requestTimeoutMs: whole(
        'osmand.requestTimeoutMs',
        options.osmand?.requestTimeoutMs ?? DEFAULT_OSMAND_REQUEST_TIMEOUT_MS,
        1,
      ),
      speedUnit: options.osmand?.speedUnit ?? 'kn',
      localTimezoneOffsetMinutes: options.osmand?.localTimezoneOffsetMinutes ?? 0,
    },
  };
}

function whole(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`gateway option ${name} must be a whole number from ${min} to ${max}, got ${value}`);
  }
  return value;
}
