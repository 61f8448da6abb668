import { DEFAULT_TELEMETRY_CONFIG, telemetryConfig, type TelemetryConfig } from '@gps/domain';
import {
  DEFAULT_LOGIN_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_PORTS,
  type GatewayPorts,
} from '@gps/gateway';
import { jsonObject, optionalWhole, whole } from '../infrastructure/env-values';

/** The device side's settings; the README's configuration table lists the same variables. */
export interface DeviceLinkConfig {
  /**
   * Where this process runs the gateway: on a thread of its own (the default), on the api's event
   * loop (`inline`: tests with a manual clock), or not at all (`off`: it runs as its own process).
   */
  mode: GatewayMode;
  /** null: that listener is off. */
  ports: GatewayPorts;
  host: string;
  /** A TCP connection with no traffic for this long is closed. */
  idleTimeoutMs: number;
  /** A TCP connection that has not named its device this long after connecting is closed. */
  loginTimeoutMs: number;
  /**
   * Connections all device ports may hold together; undefined: the process's open-files limit
   * minus a reserve for the api (the gateway reads it at start).
   */
  maxConnections: number | undefined;
  /** Connections from one address (IPv6: one /64) that have not named a device yet. */
  maxConnectionsPerAddress: number;
  /** Filters and thresholds of the telemetry rules, defaults overridden and checked. */
  telemetry: TelemetryConfig;
  /** A command waits this long for its device to connect and answer before it expires. */
  commandTtlMs: number;
  /** How often expired commands are closed and silent devices marked offline. */
  sweepIntervalMs: number;
}

/** A duration variable in whole seconds, as milliseconds. */
function seconds(env: NodeJS.ProcessEnv, name: string, fallbackSeconds: number): number {
  return whole(env, name, fallbackSeconds) * 1000;
}

/** A port variable: a number, 0 for any free port, or "off". */
function port(value: string | undefined, fallback: number, name: string): number | null {
  if (value === undefined || value === '') return fallback;
  if (value === 'off') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} must be a port number or "off", got "${value}"`);
  return n;
}

/**
 * TELEMETRY_CONFIG: a JSON object overriding any of DEFAULT_TELEMETRY_CONFIG's keys, e.g.
 * `{"maxSpeedKmh": 250, "acceptLbs": false}`; DEVICE_OFFLINE_SECONDS sets the offline timeout.
 */
function telemetry(env: NodeJS.ProcessEnv): TelemetryConfig {
  const overrides = jsonObject(env, 'TELEMETRY_CONFIG');
  const unknown = Object.keys(overrides).filter((k) => !(k in DEFAULT_TELEMETRY_CONFIG));
  if (unknown.length > 0) {
    throw new Error(
      `TELEMETRY_CONFIG has unknown keys: ${unknown.join(', ')}; known: ${Object.keys(DEFAULT_TELEMETRY_CONFIG).join(', ')}`,
    );
  }
  const offline = seconds(env, 'DEVICE_OFFLINE_SECONDS', DEFAULT_TELEMETRY_CONFIG.offlineTimeoutMs / 1000);
  try {
    return telemetryConfig({ ...overrides, offlineTimeoutMs: offline });
  } catch (error) {
    throw new Error(`TELEMETRY_CONFIG: ${(error as Error).message}`);
  }
}

export type GatewayMode = 'thread' | 'inline' | 'off';

function gatewayMode(value: string | undefined): GatewayMode {
  if (value === undefined || value === '' || value === 'on') return 'thread';
  if (value === 'inline' || value === 'off') return value;
  throw new Error(`GATEWAY must be "on", "inline" or "off", got "${value}"`);
}

export function loadDeviceLinkConfig(env: NodeJS.ProcessEnv = process.env): DeviceLinkConfig {
  return {
    mode: gatewayMode(env.GATEWAY),
    ports: {
      gt06: port(env.GT06_PORT, DEFAULT_PORTS.gt06, 'GT06_PORT'),
      h02: port(env.H02_PORT, DEFAULT_PORTS.h02, 'H02_PORT'),
      osmand: port(env.OSMAND_PORT, DEFAULT_PORTS.osmand, 'OSMAND_PORT'),
      jt808: port(env.JT808_PORT, DEFAULT_PORTS.jt808, 'JT808_PORT'),
      teltonika: port(env.TELTONIKA_PORT, DEFAULT_PORTS.teltonika, 'TELTONIKA_PORT'),
    },
    host: env.GATEWAY_HOST || env.HOST || '0.0.0.0',
    idleTimeoutMs: seconds(env, 'DEVICE_IDLE_TIMEOUT_SECONDS', 600),
    loginTimeoutMs: seconds(env, 'DEVICE_LOGIN_TIMEOUT_SECONDS', DEFAULT_LOGIN_TIMEOUT_MS / 1000),
    maxConnections: optionalWhole(env, 'DEVICE_MAX_CONNECTIONS'),
    maxConnectionsPerAddress: whole(
      env,
      'DEVICE_MAX_CONNECTIONS_PER_ADDRESS',
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    ),
    telemetry: telemetry(env),
    commandTtlMs: seconds(env, 'COMMAND_TTL_SECONDS', 86_400),
    sweepIntervalMs: seconds(env, 'DEVICE_SWEEP_SECONDS', 30),
  };
}
