import type { TestApp } from './app-harness';
import { amrSilence, base64 } from './audio-samples';
import type { EntityKind } from './call-catalogue';
import { Tenants, type FleetFixture } from './tenants';

/**
 * Two tenants side by side for the cross-tenant matrix: each a main fleet with a sub-fleet, a device
 * in each, both devices with their own account, a remote command and a voice recording; four
 * callers each (the fleet, the sub-fleet, both device accounts). Every name they carry includes the
 * tenant's tag, so an answer that mentions the other tenant is found by looking for its words.
 */

export type Side = 'A' | 'B';
export type TenantCallerName = 'fleet' | 'subFleet' | 'device' | 'subFleetDevice';

export interface TenantCaller {
  side: Side;
  name: TenantCallerName;
  token: string;
  /** The caller's own entity of each tenant kind: what a call needs besides the one under test. */
  own: Record<'device' | 'fleet', string>;
}

export interface Tenant {
  side: Side;
  fleet: FleetFixture;
  subFleet: FleetFixture;
  /** Serial numbers: `device` in the fleet, `subFleetDevice` in the sub-fleet. */
  device: string;
  subFleetDevice: string;
  commandId: string;
  recordingId: string;
  callers: TenantCaller[];
  /** Entities of the tenant a call can name, by kind. */
  entities: Record<'device' | 'fleet', string[]>;
  /** Every identifier and name of the tenant: none may reach the other tenant. */
  words: string[];
}

/** Entities of the platform itself: no client may name them (the first administrator, its group). */
export const PLATFORM_ENTITIES: Readonly<Record<Exclude<EntityKind, 'device' | 'fleet'>, string[]>> = {
  account: ['administrator'],
  permission: ['administrators'],
  setting: ['refreshFrequency'],
};

async function tenant(app: TestApp, admin: string, tenants: Tenants, side: Side): Promise<Tenant> {
  const tag = `${tenants.name(`tenant${side}`).replace(/-/g, '')}`;
  const fields = (what: string) => ({
    alias: `Alias ${what} ${tag}`,
    email: `${what}.${tag}@example.com`,
  });
  const fleet = await tenants.fleet(admin, {
    account: `${tag}_fleet`,
    contact: `Contact ${tag}`,
    phoneNumber: '+886 2 1234',
    address: `Address ${tag}`,
    ...fields('fleet'),
  });
  const subFleet = await tenants.subFleet(admin, fleet.id, {
    account: `${tag}_sub`,
    alias: `Alias sub ${tag}`,
  });
  const [device] = await tenants.devices(admin, 1, fleet.id);
  const [subFleetDevice] = await tenants.devices(admin, 1, subFleet.id);
  const carNames = [`Car ${tag}`, `Car sub ${tag}`];
  // On a service plan, as devices sold are: a customer's renewal items answer them (0, not no_plan).
  await app.ok('assignDevicesPlan', { deviceSerialNumbers: [device, subFleetDevice], planId: 1 }, admin);
  const fleetToken = await tenants.signIn(fleet);
  for (const [serial, carName] of [
    [device, carNames[0]],
    [subFleetDevice, carNames[1]],
  ])
    await app.ok('editDevice', { deviceSerialNumber: serial, carName, ownerName: `Owner ${tag}` }, admin);
  const command = await app.ok(
    'remoteCommand',
    { deviceSerialNumber: device, requestDataCode: 12, key: 'VBAT' },
    fleetToken,
  );
  const recording = await app.ok(
    'uploadVoiceRecorderLogs',
    { deviceSerialNumber: subFleetDevice, fileName: `voice ${tag}.amr`, data: base64(amrSilence()) },
    fleetToken,
  );
  const deviceToken = await tenants.signInDevice(await tenants.deviceAccount(admin, device));
  const subDeviceToken = await tenants.signInDevice(await tenants.deviceAccount(admin, subFleetDevice));
  const callers: TenantCaller[] = [
    { side, name: 'fleet', token: fleetToken, own: { device, fleet: fleet.id } },
    {
      side,
      name: 'subFleet',
      token: await tenants.signIn(subFleet),
      own: { device: subFleetDevice, fleet: subFleet.id },
    },
    { side, name: 'device', token: deviceToken, own: { device, fleet: fleet.id } },
    {
      side,
      name: 'subFleetDevice',
      token: subDeviceToken,
      own: { device: subFleetDevice, fleet: subFleet.id },
    },
  ];
  const words = [
    tag,
    fleet.id,
    fleet.account,
    subFleet.id,
    subFleet.account,
    device,
    subFleetDevice,
    command.commandId as string,
    recording.id as string,
  ];
  return {
    side,
    fleet,
    subFleet,
    device,
    subFleetDevice,
    commandId: command.commandId as string,
    recordingId: recording.id as string,
    callers,
    entities: { device: [device, subFleetDevice], fleet: [fleet.id, subFleet.id] },
    words,
  };
}

/** Tenants A and B, built by the first administrator through /api. */
export async function tenantPair(app: TestApp, firstSerial: number): Promise<Record<Side, Tenant>> {
  const admin = await app.adminToken();
  const tenants = new Tenants(() => app, firstSerial);
  return { A: await tenant(app, admin, tenants, 'A'), B: await tenant(app, admin, tenants, 'B') };
}

export const otherSide = (side: Side): Side => (side === 'A' ? 'B' : 'A');
