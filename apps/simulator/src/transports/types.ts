import type http from 'node:http';
import type { CommandTarget } from '../commands';
import type { SimCounters } from '../counters';
import type { Protocol, VehicleReport } from '../types';

/** GT06 packet family: classic 0x12/0x16, or the UTC variants 0x22/0x26 with the ACC byte. */
export type Gt06Flavour = 'classic' | 'utc';

/** OsmAnd encodings: classic query string (GET or POST), Traccar Client 10 form, Client 9 JSON. */
export type OsmAndFormat = 'query-get' | 'query-post' | 'form' | 'json';

export const OSMAND_FORMATS: readonly OsmAndFormat[] = ['query-get', 'query-post', 'form', 'json'];

export interface LinkOptions {
  host: string;
  port: number;
  connectTimeoutMs: number;
  /** How long to wait for the login ACK (GT06) or any answer of the server (Teltonika); devices wait 5 s. */
  loginTimeoutMs: number;
  /** GT06: login tries per connection before dropping it (devices reboot after 3). */
  loginAttempts: number;
  /** GT06: reconnect when this many heartbeats in a row went unanswered. */
  maxUnackedHeartbeats: number;
  /** First reconnect delay; doubles per failure up to reconnectMaxMs, with jitter. */
  reconnectBaseMs: number;
  reconnectMaxMs: number;
  /** Reports kept per device while offline or congested; the oldest are dropped beyond it. */
  maxQueuedReports: number;
  /** OsmAnd: per-request timeout. */
  requestTimeoutMs: number;
  gt06Flavour: Gt06Flavour;
  /** GT06 device clock offset announced at login (east positive); positions use that clock. */
  gt06TimezoneMinutes: number;
  osmandFormat: OsmAndFormat;
  /** OsmAnd: share one keep-alive agent across devices; each link makes its own otherwise. */
  httpAgent?: http.Agent;
}

export const DEFAULT_LINK_OPTIONS: Omit<LinkOptions, 'host' | 'port' | 'httpAgent'> = {
  connectTimeoutMs: 10_000,
  loginTimeoutMs: 5_000,
  loginAttempts: 3,
  maxUnackedHeartbeats: 3,
  reconnectBaseMs: 1_000,
  reconnectMaxMs: 60_000,
  maxQueuedReports: 100,
  requestTimeoutMs: 10_000,
  gt06Flavour: 'utc',
  gt06TimezoneMinutes: 0,
  osmandFormat: 'query-post',
};

export interface LinkContext {
  deviceId: string;
  /** Who executes server commands (the vehicle). */
  target: CommandTarget;
  counters: SimCounters;
  /** Connection problems, for logs; they are counted in counters.errors too. */
  onError?: (deviceId: string, message: string) => void;
}

/** One device's connection to the platform. Never throws; failures are counted and retried. */
export interface DeviceLink {
  readonly protocol: Protocol;
  readonly deviceId: string;
  /** Ready to carry reports (GT06: logged in). */
  readonly online: boolean;
  /** Open the connection (and log in). No-op when already open or opening. */
  connect(): void;
  /** Drop the connection on purpose (the device goes offline); no reconnect until connect(). */
  disconnect(): void;
  /** Send a report now, or queue it until the connection can take it. */
  send(report: VehicleReport): void;
  /** Final shutdown: cancels timers, closes sockets, forgets queued reports. */
  close(): Promise<void>;
}
