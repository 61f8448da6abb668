import { ERASED_PERSONAL_DATA } from '@gps/codes';
import {
  deviceDecider,
  fleetDecider,
  type DeviceCommand,
  type DeviceEvent,
  type FleetCommand,
  type FleetEvent,
} from '../src';
import { errorOf, givenWhenThen } from './support/given-when-then';

const T0 = 1_764_000_000_000;
const E = ERASED_PERSONAL_DATA;

/** A fleet as it reads after its erasure: its personal fields "[erased]" (docs/decisions/personal-data.md). */
const erasedFleet: FleetEvent = {
  type: 'FleetCreated',
  version: 1,
  data: {
    fleetId: 'f-1',
    account: 'acme',
    passwordHash: 'hash',
    alias: 'ACME',
    contact: E,
    phoneNumber: E,
    address: E,
    email: E,
    permissions: '111',
    parentFleetId: null,
    statusCode: 1,
    at: T0,
  },
};
const editFleet = (patch: Record<string, unknown>): FleetCommand =>
  ({ type: 'EditFleet', fleetId: 'f-1', at: T0 + 1, ...patch }) as FleetCommand;

const serial = '358899051234567';
const erasedDevice: DeviceEvent[] = [
  { type: 'DeviceAdded', version: 1, data: { serialNumber: serial, at: T0, serviceExpiredAt: T0 + 1 } },
  { type: 'DeviceEdited', version: 1, data: { changes: { ownerName: E, ownerPhone: E, email: E }, at: T0 } },
];
const editDevice = (patch: Record<string, unknown>): DeviceCommand =>
  ({ type: 'EditDevice', serialNumber: serial, at: T0 + 2, ...patch }) as DeviceCommand;

describe('an edit after an erasure', () => {
  const fleet = givenWhenThen(fleetDecider);
  const device = givenWhenThen(deviceDecider);

  it('takes the fleet\'s echoed "[erased]" fields as unchanged, not as a bad phone or e-mail', () => {
    const echoed = { contact: E, phoneNumber: E, address: E, email: E };
    expect(fleet([erasedFleet], editFleet({ ...echoed, alias: 'ACME Ltd' }))).toEqual([
      { type: 'FleetEdited', version: 1, data: { changes: { alias: 'ACME Ltd' }, at: T0 + 1 } },
    ]);
  });

  it('records new personal data typed in after the erasure', () => {
    expect(fleet([erasedFleet], editFleet({ email: 'new@example.tw', phoneNumber: E }))).toEqual([
      { type: 'FleetEdited', version: 1, data: { changes: { email: 'new@example.tw' }, at: T0 + 1 } },
    ]);
  });

  it('still refuses "[erased]" typed into a field that was not erased', () => {
    const plain: FleetEvent = {
      ...erasedFleet,
      data: { ...erasedFleet.data, phoneNumber: null },
    } as FleetEvent;
    expect(errorOf(fleet([plain], editFleet({ phoneNumber: E })))).toMatchObject({ kind: 'validation' });
  });

  it("takes the device's echoed owner fields as unchanged", () => {
    expect(
      device(erasedDevice, editDevice({ ownerName: E, ownerPhone: E, email: E, carName: 'Truck 7' })),
    ).toEqual([{ type: 'DeviceEdited', version: 1, data: { changes: { carName: 'Truck 7' }, at: T0 + 2 } }]);
  });
});
