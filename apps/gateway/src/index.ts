/**
 * @gps/gateway: the device-facing side of the platform. GT06, H02 and Teltonika over TCP, Teltonika
 * over UDP, OsmAnd over HTTP;
 * sessions, framing, acknowledgements after durable appends, back-pressure, idle timeouts and
 * remote-command delivery. What a message means is decided behind DeviceIngest / CommandOutbox.
 */

export { startGateway, type Gateway, type GatewayLimits, type GatewayStatus } from './gateway';
export * from './ingest-port';
export {
  DEFAULT_LOGIN_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_PORTS,
  DEFAULT_TELTONIKA_COMMAND_TIMEOUT_MS,
  DEFAULT_TELTONIKA_UDP_IN_FLIGHT,
  resolveConfig,
  type GatewayConfig,
  type GatewayOptions,
  type GatewayPorts,
} from './options';
export {
  GatewayMetrics,
  type CounterName,
  type MetricsSnapshot,
  type ProtocolCounters,
  type UnknownDevice,
} from './metrics';
export { consoleLogger, silentLogger, type GatewayLogger } from './logger';
export { SessionRegistry, type DeviceSession } from './sessions';
export { createGatewayContext, type GatewayContext } from './context';
export { TcpConnection, type FrameHandler, type Framer } from './tcp/connection';
export { TcpListener, type TcpProtocol } from './tcp/tcp-listener';
export { TcpDeviceSession } from './tcp/device-session';
export { gt06Listener } from './tcp/gt06-server';
export { h02Listener } from './tcp/h02-server';
export { teltonikaListener } from './tcp/teltonika-server';
export { TeltonikaUdpListener } from './udp/teltonika-udp';
export { OsmAndListener } from './http/osmand-server';
export { KeyedChain } from './http/keyed-chain';
export { FrameQueue } from './tcp/frame-queue';
export { CommandLedger, gt06Reference, h02Reference, TELTONIKA_IN_FLIGHT } from './commands/command-ledger';
export { CommandPump, type Delivery } from './commands/command-pump';
export type { CommandEncoder, CommandEncoding, EncodedCommand } from './commands/command-encoder';
export { Gt06CommandEncoder } from './commands/gt06-commands';
export { H02CommandEncoder } from './commands/h02-commands';
export { TeltonikaCommandEncoder } from './commands/teltonika-commands';
export { commandReplyOf } from './commands/reply';
export * from './ingest';
export {
  ConnectionBudget,
  ConnectionTicket,
  type Admission,
  type ConnectionCounts,
} from './limits/connection-budget';
export { defaultMaxConnections, parseOpenFilesLimit, readOpenFilesLimit } from './limits/open-files-limit';
export { ThrottledLog, LOG_WINDOW_MS } from './throttled-log';
export {
  UnknownDevices,
  UNKNOWN_SCORE_HALF_LIFE_MS,
  type UnknownDevicesSnapshot,
} from './unknown/unknown-devices';
export { DistinctCounter } from './unknown/distinct-counter';
export { SeenFilter } from './unknown/seen-filter';
