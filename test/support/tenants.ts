import { imeiOf } from '@gps/codes';
import { sha, type TestApp } from './app-harness';
import type { RecordedEvent } from '@gps/event-store';
import type { EventActor, SystemWorker } from '../../apps/api/src/commands/system-workers';

/**
 * Builds the tenants a case needs through the /api door as the administrator, with fresh names on
 * every call (one app serves a whole file, so no two cases share an account or a serial number).
 */
/** The service status code of an expired device. */
const SERVICE_EXPIRED = 2;

export interface DeviceDataWorld {
  main: FleetFixture;
  sub: FleetFixture;
  other: FleetFixture;
  mainDevices: string[];
  subDevice: string;
  otherDevice: string;
  expiredDevice: string;
  deviceAccount: { serial: string; password: string };
}

export class Tenants {
  private counter = 0;
  /** The 14 digits of the next IMEI before its check digit. */
  private imeiBody: number;

  constructor(
    private readonly app: () => TestApp,
    /** First serial number handed out; files pick different ranges only for readability. */
    firstSerial = 860_000_000_000_000,
  ) {
    this.imeiBody = Math.floor(firstSerial / 10);
  }

  /** A fresh account name (letters first, so it is never all digits). */
  name(prefix = 'fleet'): string {
    this.counter += 1;
    return `${prefix}-${this.counter}-${Math.random().toString(36).slice(2, 7)}`;
  }

  /** Fresh serial numbers: IMEIs, as GT06 trackers send them (15 digits ending in a check digit). */
  serials(count: number): string[] {
    return Array.from({ length: count }, () => imeiOf(String(this.imeiBody++)));
  }

  async fleet(admin: string, fields: Record<string, unknown> = {}): Promise<FleetFixture> {
    const account = (fields.account as string | undefined) ?? this.name('fleet');
    const password = `${account}-pass`;
    const doc = await this.app().ok(
      'createFleet',
      { account, password, alias: `Alias of ${account}`, ...fields },
      admin,
    );
    return { ...doc, password };
  }

  async subFleet(admin: string, parentFleetId: string, fields: Record<string, unknown> = {}) {
    const account = (fields.account as string | undefined) ?? this.name('sub');
    const password = `${account}-pass`;
    const doc = await this.app().ok(
      'createSubFleet',
      { parentFleetId, account, password, alias: `Alias of ${account}`, ...fields },
      admin,
    );
    return { ...doc, password } as FleetFixture;
  }

  /** Adds `count` new devices, allocated to `fleetId` when given. */
  async devices(admin: string, count: number, fleetId?: string): Promise<string[]> {
    const serials = this.serials(count);
    for (let i = 0; i < serials.length; i += 1000) {
      await this.app().ok('addDevices', { deviceSerialNumbers: serials.slice(i, i + 1000) }, admin);
      if (fleetId) {
        await this.app().ok(
          'allocationDevice',
          { deviceSerialNumbers: serials.slice(i, i + 1000), fleetId },
          admin,
        );
      }
    }
    return serials;
  }

  /** Gives a device a password, so its own account can sign in. */
  async deviceAccount(admin: string, serial: string): Promise<{ serial: string; password: string }> {
    const password = `device-${serial}`;
    await this.app().ok('editDevice', { deviceSerialNumber: serial, password }, admin);
    return { serial, password };
  }

  /**
   * The tenants a per-device call's tenancy cases need: a main fleet with six devices (the sixth with
   * its own account) and a sub-fleet with one, another fleet with one, and a device of the main fleet
   * whose service has expired.
   */
  async deviceDataWorld(admin: string): Promise<DeviceDataWorld> {
    const main = await this.fleet(admin);
    const sub = await this.subFleet(admin, main.id);
    const other = await this.fleet(admin);
    const mainDevices = await this.devices(admin, 6, main.id);
    const [subDevice] = await this.devices(admin, 1, sub.id);
    const [otherDevice] = await this.devices(admin, 1, other.id);
    const [expiredDevice] = await this.devices(admin, 1, main.id);
    await this.app().ok(
      'editDevice',
      { deviceSerialNumber: expiredDevice, serviceStatusCode: SERVICE_EXPIRED },
      admin,
    );
    const deviceAccount = await this.deviceAccount(admin, mainDevices[5]);
    return { main, sub, other, mainDevices, subDevice, otherDevice, expiredDevice, deviceAccount };
  }

  async signIn(fleet: { account: string; password: string }): Promise<string> {
    return this.app().clientToken(fleet.account, fleet.password);
  }

  async signInDevice(device: { serial: string; password: string }): Promise<string> {
    const data = await this.app().ok<{ token: string }>('login', {
      deviceSerialNumber: device.serial,
      password: sha(device.password),
    });
    return data.token;
  }

  /** A device as the administrator reads it through /api (the unabridged read model). */
  async device(admin: string, serial: string): Promise<any> {
    const page = await this.app().ok('getDevices', { deviceSerialNumber: serial }, admin);
    return page.rows[0];
  }

  /** A fleet or sub-fleet as the administrator reads it through /api. */
  async fleetById(admin: string, id: string): Promise<any> {
    const page = await this.app().ok('getFleets', { id }, admin);
    return page.rows[0];
  }
}

export interface FleetFixture {
  id: string;
  account: string;
  password: string;
  alias: string;
  permissions: string;
  parentFleetId: string | null;
  numberOfDevices: number;
  [field: string]: unknown;
}

/** Every event in the log, in order (readAll answers at most 1000 a call). */
export async function allEvents(app: TestApp) {
  const events = [];
  let after: bigint | undefined;
  for (;;) {
    const batch = await app.platform.events.readAll({ after, limit: 1000 });
    if (batch.length === 0) return events;
    events.push(...batch);
    after = batch[batch.length - 1].position;
  }
}

/**
 * The workers that run on their own timers (service expiry, maintenance, command expiry, scheduled
 * announcements, orders): their events can land at any moment of a case, so a case counting what a
 * call wrote leaves them out.
 */
const TIMED_WORKERS = new Set<SystemWorker>([
  'service-expiry',
  'maintenance-watch',
  'command-expiry',
  'announcement-publishing',
  'order-fulfilment',
  'unpaid-orders',
]);

function byTimedWorker(event: RecordedEvent): boolean {
  const actor = event.metadata.actor as EventActor | undefined;
  return actor?.kind === 'system' && TIMED_WORKERS.has(actor.id as SystemWorker);
}

/**
 * The events that change what the platform knows because of a call: everything but the system log,
 * which records every administrator call, refused ones included, and the timed workers' events.
 */
export async function businessEvents(app: TestApp) {
  return (await allEvents(app)).filter((e) => e.type !== 'AdminActionLogged' && !byTimedWorker(e));
}
