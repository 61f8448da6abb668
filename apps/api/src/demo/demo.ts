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

const KINDS = ['Car', 'Truck', 'Scooter', 'Van', 'Boat'];
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
      if (device.carName) continue;
      const carName = `${KINDS[i % KINDS.length]} ${String(i + 1).padStart(2, '0')}`;
      await call('editDevice', { deviceSerialNumber: device.deviceSerialNumber, carName });
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
  for (const simulator of simulators) simulator.start();
  return {
    fleetAccount: options.fleetAccount,
    serials,
    stop: async () => {
      await Promise.all(simulators.map((s) => s.stop()));
    },
  };
}
