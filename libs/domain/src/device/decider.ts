import { NO_PLAN } from '@gps/codes';
import type { Decider } from '../decider';
import { DomainError } from '../errors';
import { changedFields, hasChanges } from '../shared/changes';
import { event } from '../shared/event';
import { withoutErasedEchoes } from '../personal-data/erased-echoes';
import { ABSENT, activeValue, assertAbsent, updateActive } from '../shared/lifecycle';
import { unknownCommand } from '../shared/unknown-command';
import { devicePlanId } from '../plan/validation';
import { everyField } from '../validation/every-field';
import { identifier, passwordHash } from '../validation/identifiers';
import { timestamp } from '../validation/numbers';
import type {
  AddDevice,
  AllocateDevice,
  AssignDevicePlan,
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
  DevicePlanAssigned,
  DeviceServiceStopped,
} from './events';
import { DEVICE_DEFAULTS, ServiceStatus, addedValueAddedVisible } from './info';
import {
  adjustService,
  evolveServicePeriod,
  expireService,
  extendService,
  takeBackService,
} from './service-period';
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
          isValueAddedVisible: addedValueAddedVisible(e.data.isValueAddedVisible),
          serialNumber: e.data.serialNumber,
          fleetId: null,
          parentFleetId: null,
          serviceExpiredAt: e.data.serviceExpiredAt,
          valueExpiredAt: null,
          addressPlanExpiredAt: null,
          deliveredOrderLines: [],
          takenBackOrderLines: [],
          passwordHash: null,
          addedAt: e.data.at,
          planId: NO_PLAN,
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
    case 'DevicePlanAssigned':
      return updateActive(state, (d) => ({ ...d, planId: e.data.planId }));
    case 'DeviceAddressConverted':
      return state;
    default:
      return updateActive(state, (d) => evolveServicePeriod(d, e));
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
      isValueAddedVisible: DEVICE_DEFAULTS.isValueAddedVisible,
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

function edit(command: EditDevice, state: DeviceState): DeviceEvent[] {
  const current = activeValue(state, WHAT, command.serialNumber);
  const c = withoutErasedEchoes(command, current, ['ownerName', 'ownerPhone', 'email']);
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

/** 0 (no plan) takes the device off its plan; the same plan again records nothing. */
function assignPlan(c: AssignDevicePlan, state: DeviceState): DeviceEvent[] {
  const current = activeValue(state, WHAT, c.serialNumber);
  const fields = everyField({
    planId: () => devicePlanId('planId', c.planId),
    at: () => timestamp('at', c.at),
    by: () => identifier('by', c.by),
  });
  if (fields.planId === current.planId) return [];
  return [event<DevicePlanAssigned>('DevicePlanAssigned', { ...fields, previousPlanId: current.planId })];
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
    case 'AssignDevicePlan':
      return assignPlan(command, state);
    case 'ExtendService':
      return extendService(command, state);
    case 'TakeBackService':
      return takeBackService(command, state);
    case 'ExpireService':
      return expireService(command, state);
    case 'AdjustService':
      return adjustService(command, state);
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
