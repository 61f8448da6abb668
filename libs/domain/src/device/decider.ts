import type { Decider } from '../decider';
import { DomainError } from '../errors';
import { changedFields, hasChanges } from '../shared/changes';
import { event } from '../shared/event';
import { ABSENT, activeValue, assertAbsent, updateActive } from '../shared/lifecycle';
import { unknownCommand } from '../shared/unknown-command';
import { identifier, passwordHash } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import type {
  AddDevice,
  AllocateDevice,
  ChangeDevicePassword,
  CountAddressConversion,
  DeviceCommand,
  EditDevice,
  StopDeviceService,
} from './commands';
import type {
  DeviceAddressConverted,
  DeviceAdded,
  DeviceAllocated,
  DeviceEdited,
  DeviceEvent,
  DevicePasswordChanged,
  DeviceServiceStopped,
} from './events';
import { DEVICE_DEFAULTS, ServiceStatus } from './info';
import type { DeviceState } from './state';
import { deviceChanges } from './validation';
import { newSerialNumber } from './serial-number-rules';

const WHAT = 'device';

function evolve(state: DeviceState, e: DeviceEvent): DeviceState {
  switch (e.type) {
    case 'DeviceAdded':
      return {
        status: 'active',
        value: {
          ...DEVICE_DEFAULTS,
          serialNumber: e.data.serialNumber,
          fleetId: null,
          parentFleetId: null,
          serviceExpiredAt: e.data.serviceExpiredAt,
          passwordHash: null,
          addedAt: e.data.at,
        },
      };
    case 'DeviceAllocated':
      return updateActive(state, (d) => ({
        ...d,
        fleetId: e.data.fleetId,
        parentFleetId: e.data.parentFleetId,
      }));
    case 'DeviceEdited':
      return updateActive(state, (d) => ({ ...d, ...e.data.changes }));
    case 'DevicePasswordChanged':
      return updateActive(state, (d) => ({ ...d, passwordHash: e.data.passwordHash }));
    case 'DeviceServiceStopped':
      return updateActive(state, (d) => ({ ...d, serviceStatusCode: ServiceStatus.STOPPED }));
    default:
      return state;
  }
}

function add(c: AddDevice, state: DeviceState): DeviceEvent[] {
  const serial = newSerialNumber('serialNumber', c.serialNumber);
  assertAbsent(state, WHAT, serial);
  return [
    event<DeviceAdded>('DeviceAdded', {
      serialNumber: serial,
      at: timestamp('at', c.at),
      serviceExpiredAt: timestamp('serviceExpiredAt', c.serviceExpiredAt),
    }),
  ];
}

function allocate(c: AllocateDevice, state: DeviceState): DeviceEvent[] {
  const current = activeValue(state, WHAT, c.serialNumber);
  const at = timestamp('at', c.at);
  const fleetId = c.fleetId === null ? null : identifier('fleetId', c.fleetId);
  if (fleetId !== null && !c.targetFleet?.exists) {
    throw new DomainError('not_found', `fleet ${fleetId} not found`, { id: fleetId });
  }
  if (fleetId === current.fleetId) return [];
  return [
    event<DeviceAllocated>('DeviceAllocated', {
      fleetId,
      previousFleetId: current.fleetId,
      parentFleetId: fleetId === null ? null : (c.targetFleet?.parentFleetId ?? null),
      at,
    }),
  ];
}

function edit(c: EditDevice, state: DeviceState): DeviceEvent[] {
  const current = activeValue(state, WHAT, c.serialNumber);
  const at = timestamp('at', c.at);
  const proposed = deviceChanges(c);
  const newHash = c.passwordHash === undefined ? undefined : passwordHash('passwordHash', c.passwordHash);
  const changes = changedFields(current, proposed);
  const events: DeviceEvent[] = [];
  if (hasChanges(changes)) events.push(event<DeviceEdited>('DeviceEdited', { changes, at }));
  if (newHash !== undefined) {
    events.push(event<DevicePasswordChanged>('DevicePasswordChanged', { passwordHash: newHash, at }));
  }
  return events;
}

function changePassword(c: ChangeDevicePassword, state: DeviceState): DeviceEvent[] {
  activeValue(state, WHAT, c.serialNumber);
  return [
    event<DevicePasswordChanged>('DevicePasswordChanged', {
      passwordHash: passwordHash('passwordHash', c.passwordHash),
      at: timestamp('at', c.at),
    }),
  ];
}

function stopService(c: StopDeviceService, state: DeviceState): DeviceEvent[] {
  const current = activeValue(state, WHAT, c.serialNumber);
  const at = timestamp('at', c.at);
  if (current.serviceStatusCode === ServiceStatus.STOPPED) return [];
  return [event<DeviceServiceStopped>('DeviceServiceStopped', { at })];
}

function countAddressConversion(c: CountAddressConversion, state: DeviceState): DeviceEvent[] {
  activeValue(state, WHAT, c.serialNumber);
  return [event<DeviceAddressConverted>('DeviceAddressConverted', { at: timestamp('at', c.at) })];
}

function decide(command: DeviceCommand, state: DeviceState): DeviceEvent[] {
  switch (command.type) {
    case 'AddDevice':
      return add(command, state);
    case 'AllocateDevice':
      return allocate(command, state);
    case 'EditDevice':
      return edit(command, state);
    case 'ChangeDevicePassword':
      return changePassword(command, state);
    case 'StopDeviceService':
      return stopService(command, state);
    case 'CountAddressConversion':
      return countAddressConversion(command, state);
    default:
      return unknownCommand(command);
  }
}

/** Devices, stream `device-<serialNumber>`. */
export const deviceDecider: Decider<DeviceCommand, DeviceEvent, DeviceState> = {
  initialState: ABSENT,
  evolve,
  decide,
};
