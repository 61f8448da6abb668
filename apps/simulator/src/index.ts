/**
 * @gps/simulator: virtual GPS trackers that speak GT06, H02 and OsmAnd. A library first (the
 * gateway's tests and benchmarks drive it), a CLI second (`npm run simulate`).
 */

export * from './types';
export { Simulator, type SimulatorOptions, type SimulatorStats } from './simulator';
export { SimulatedDevice } from './device';
export { Vehicle, type Activity, type VehicleMode, type VehicleOptions } from './vehicle';
export { DEFAULT_BEHAVIOUR, behaviourWith, type VehicleBehaviour } from './behaviour';
export {
  parseGt06Command,
  parseH02Command,
  positionText,
  batteryText,
  statusText,
  type CommandOutcome,
  type CommandTarget,
  type DeviceCommand,
} from './commands';
export { SimCounters, type CounterSnapshot } from './counters';
export { TimerWheel, type TimerHandle, type TimerWheelOptions } from './timer-wheel';
export { Rng, hashSeed, seedFrom } from './random';
export { DEFAULT_SERIAL_BASE, serialFor, checkSerialRange } from './serials';
export * from './routes';
export * from './transports';
export { parseCliArgs, USAGE, type CliOptions, type CliParse } from './cli/args';
export { formatStatus } from './cli/status-line';
export { runCli, type CliIo } from './cli/run';
