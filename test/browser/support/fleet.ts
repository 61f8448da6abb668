import { imeiOf } from '@gps/codes';
import type { TestApp } from '../../support/app-harness';

/** `count` 15-digit serials with a valid Luhn check, from the 14-digit `prefix`-based range. */
export function imeis(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    return imeiOf(`${prefix}${String(i + 1).padStart(14 - prefix.length, '0')}`);
  });
}

/** A fleet created through /api with these devices allocated to it, each named `${name} n`. */
export async function fleetWithVehicles(
  app: TestApp,
  account: string,
  password: string,
  serials: readonly string[],
  name: (index: number) => string | undefined = () => undefined,
): Promise<void> {
  const admin = await app.adminToken();
  const fleet = await app.ok(
    'createFleet',
    { account, password: password, alias: `${account} fleet` },
    admin,
  );
  await app.ok('addDevices', { deviceSerialNumbers: serials }, admin);
  for (const [i, serial] of serials.entries()) {
    const carName = name(i);
    if (carName) await app.ok('editDevice', { deviceSerialNumber: serial, carName }, admin);
  }
  await app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
}
