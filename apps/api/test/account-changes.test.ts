import type { Actor } from '@gps/domain';
import type { RecordedEvent } from '@gps/event-store';
import { accountChangesIn, concerns } from '../src/live/account-changes';

let position = 0n;
function recorded(streamId: string, type: string, data: Record<string, unknown> = {}): RecordedEvent {
  position += 1n;
  return {
    id: `e${position}`,
    streamId,
    type,
    data,
    metadata: {},
    revision: 0,
    position,
    recordedAt: '2026-11-01T08:00:00.000Z',
  };
}

const admin = (accountId: string, permissionId: string): Actor => ({
  kind: 'admin',
  accountId,
  permissionId,
  rights: {},
});
const fleet = (fleetId: string, parentFleetId: string | null = null): Actor => ({
  kind: 'fleet',
  fleetId,
  parentFleetId,
  permissions: '111',
});
const device = (serialNumber: string): Actor => ({ kind: 'device', serialNumber });

describe('which live streams a batch of events concerns', () => {
  it('a batch without account, fleet, device or permission changes concerns nobody', () => {
    expect(
      accountChangesIn([recorded('fleet-f1', 'FleetSignedIn'), recorded('device-1', 'DeviceAdded')]),
    ).toBe(null);
  });

  it('a permission group edit concerns the administrators of that group only', () => {
    const changes = accountChangesIn([recorded('permission-p1', 'PermissionGroupEdited')]);
    expect(changes).not.toBeNull();
    expect(concerns(changes!, admin('a1', 'p1'))).toBe(true);
    expect(concerns(changes!, admin('a2', 'p2'))).toBe(false);
  });

  it("an administrator's own account change concerns that administrator, whatever the group", () => {
    const changes = accountChangesIn([recorded('account-a2', 'AccountEdited')])!;
    expect(concerns(changes, admin('a2', 'p2'))).toBe(true);
    expect(concerns(changes, admin('a1', 'p2'))).toBe(false);
  });

  it("a main fleet's change concerns its sub-fleets; a device's password change, that device", () => {
    const changes = accountChangesIn([
      recorded('fleet-f1', 'FleetEdited'),
      recorded('device-42', 'DevicePasswordChanged'),
    ])!;
    expect(concerns(changes, fleet('f1'))).toBe(true);
    expect(concerns(changes, fleet('s1', 'f1'))).toBe(true);
    expect(concerns(changes, fleet('f2'))).toBe(false);
    expect(concerns(changes, device('42'))).toBe(true);
    expect(concerns(changes, device('43'))).toBe(false);
  });
});
