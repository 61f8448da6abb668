import { DEVICE_PROTOCOLS } from '@gps/codes';
import { serialFor, Simulator } from '@gps/simulator';
import type { GatewayPorts } from '@gps/gateway';
import type { Protocol } from '@gps/protocols';
import type { DeviceDoc, FleetDoc } from '@gps/projections';
import type { Dispatcher, RequestInfo } from '../request/dispatcher';
import type { Sessions } from '../sessions/sessions';
import type { Logger } from '../infrastructure/logger';
import { BOOTSTRAP_ADMIN_ID } from '../platform/bootstrap';
import type { DemoOptions } from './demo-options';
import { demoPast } from './demo-past';
import { sendPast, type DevicePast } from './send-past';

const KINDS = ['Car', 'Truck', 'Scooter', 'Van', 'Boat'];
const TRUCK = 1;
/** The trucks' own overspeed limit: their past's highway stretch (95 km/h) is above it. */
const TRUCK_LIMIT_KMH = 80;
/** Every this many vehicles, one raises an SOS in its past. */
const SOS_EVERY = 4;
/** Spreads the vehicles' commutes around the compass (degrees, coprime with 360). */
const BEARING_STEP = 137;
/** The past's upload gives up after this long: the demo starts anyway. */
const PAST_TIMEOUT_MS = 120_000;
const PROTOCOLS: readonly Protocol[] = DEVICE_PROTOCOLS;

export interface RunningDemo {
  fleetAccount: string;
  serials: string[];
  stop(): Promise<void>;
}

/** The demo's serials, protocol by protocol, in one consecutive range. */
function demoSerials(options: DemoOptions): Record<Protocol, string[]> {
  let next = 0;
  const out = {} as Record<Protocol, string[]>;
  for (const protocol of PROTOCOLS) {
    out[protocol] = Array.from({ length: options.vehicles[protocol] }, () =>
      serialFor(options.serialBase, next++),
    );
  }
  return out;
}

/**
 * Provisions a demo fleet and its vehicles through the same calls an administrator makes (so they
 * are ordinary events and read models), then drives them with the simulator over the real
 * protocols against this process's gateway (at `ports`). Running it again reuses what exists.
 */
export async function startDemo(
  platform: { sessions: Pick<Sessions, 'open' | 'close'>; logger: Logger },
  dispatcher: Dispatcher,
  ports: GatewayPorts,
  options: DemoOptions,
): Promise<RunningDemo> {
  const token = await platform.sessions.open('admin', BOOTSTRAP_ADMIN_ID, '127.0.0.1');
  const request: RequestInfo = { token, ip: '127.0.0.1' };
  const call = <T>(name: string, input: Record<string, unknown>) =>
    dispatcher.dispatch(name, input, request) as Promise<T>;
  const bySerial = demoSerials(options);
  const serials = PROTOCOLS.flatMap((p) => bySerial[p]);
  /** Vehicles that have never reported: they get a past (a restarted demo's vehicles have one). */
  const withoutHistory = new Set<string>();
  try {
    const existing = await call<{ rows: FleetDoc[] }>('getFleets', { account: options.fleetAccount });
    const fleet =
      existing.rows.find((f) => f.account === options.fleetAccount) ??
      (await call<FleetDoc>('createFleet', {
        account: options.fleetAccount,
        password: options.fleetPassword,
        alias: 'Demo fleet',
        permissions: '111',
      }));
    for (let i = 0; i < serials.length; i += 1000) {
      await call('addDevices', { deviceSerialNumbers: serials.slice(i, i + 1000) });
    }
    const devices = await call<{ rows: DeviceDoc[] }>('getDevices', {
      deviceSerialNumbers: serials,
      pageRows: 1000,
    });
    const elsewhere = devices.rows.filter((d) => d.fleetId !== fleet.id).map((d) => d.deviceSerialNumber);
    if (elsewhere.length > 0)
      await call('allocationDevice', { deviceSerialNumbers: elsewhere, fleetId: fleet.id });
    for (const [i, device] of devices.rows.entries()) {
      if (device.lastFixTimestamp === null || device.lastFixTimestamp === undefined)
        withoutHistory.add(device.deviceSerialNumber);
      if (device.carName) continue;
      const kind = i % KINDS.length;
      const carName = `${KINDS[kind]} ${String(i + 1).padStart(2, '0')}`;
      await call('editDevice', {
        deviceSerialNumber: device.deviceSerialNumber,
        carName,
        ...(kind === TRUCK && { speedLimitKmh: TRUCK_LIMIT_KMH }),
      });
    }
  } finally {
    await platform.sessions.close(token);
  }

  const simulators = PROTOCOLS.filter((p) => bySerial[p].length > 0 && ports[p] !== null).map(
    (protocol) =>
      new Simulator({
        devices: bySerial[protocol].length,
        protocol,
        host: '127.0.0.1',
        port: ports[protocol] as number,
        serialBase: bySerial[protocol][0],
        intervalSeconds: options.intervalSeconds,
        // Vehicles start within a few seconds, so the map fills at once.
        startSpreadSeconds: 3,
        seed: `demo-${protocol}`,
        onError: (deviceId, message) => platform.logger.warn('demo vehicle error', { deviceId, message }),
      }),
  );
  await uploadPast(simulators, withoutHistory, ports, platform.logger);
  for (const simulator of simulators) simulator.start();
  return {
    fleetAccount: options.fleetAccount,
    serials,
    stop: async () => {
      await Promise.all(simulators.map((s) => s.stop()));
    },
  };
}

/**
 * The last 24 hours of each vehicle that has none, ending where its live simulation starts, sent
 * through the gateway before the live movement (docs/simulator.md, "The demo's past").
 */
async function uploadPast(
  simulators: Simulator[],
  withoutHistory: ReadonlySet<string>,
  ports: GatewayPorts,
  logger: Logger,
): Promise<void> {
  if (ports.gt06 === null || withoutHistory.size === 0) return;
  const now = Date.now();
  const pasts: DevicePast[] = simulators
    .flatMap((simulator) => simulator.devices)
    .filter((device) => withoutHistory.has(device.id))
    .map((device, i) => ({
      serial: device.id,
      target: device.vehicle,
      reports: demoPast({
        home: device.vehicle.snapshot().fix,
        now,
        bearing: (i * BEARING_STEP) % 360,
        sos: i % SOS_EVERY === 0,
        cellId: 1_000 + i,
      }),
    }));
  const total = pasts.reduce((n, p) => n + p.reports.length, 0);
  const sent = await sendPast(pasts, { host: '127.0.0.1', gt06Port: ports.gt06 }, logger, PAST_TIMEOUT_MS);
  const log = sent === total ? logger.info.bind(logger) : logger.warn.bind(logger);
  log('demo past uploaded', {
    vehicles: pasts.length,
    reports: total,
    acknowledged: sent,
    ms: Date.now() - now,
  });
}
