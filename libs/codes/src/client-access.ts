import { type CodeOf } from './code-set';

/**
 * A fleet's stored permissions are three 0/1 characters; each flag is its position. (The client
 * session exposes them in a different order: ClientSlot.)
 */
export const FleetFlag = Object.freeze({
  EDIT_VEHICLE_INFO: 0,
  FLEET_MANAGEMENT: 1,
  SEND_COMMANDS: 2,
} as const);
export type FleetFlag = CodeOf<typeof FleetFlag>;

/** What a fleet is given when its creator says nothing: every flag. */
export const DEFAULT_FLEET_PERMISSIONS = '111';
/** Sub-fleets cannot manage fleets: the middle flag is always 0. */
export const DEFAULT_SUB_FLEET_PERMISSIONS = '101';

/**
 * The client session's `permissions` array: [slot 1, slot 2, slot 3] =
 * [edit vehicle info, send commands, fleet management], 1-based as the spec numbers them. The spec
 * names slot 1 (edit device info, move to fleet) and slot 2 (remote control, statistics); slot 3 is ours.
 */
export const ClientSlot = Object.freeze({
  EDIT_VEHICLE_INFO: 1,
  SEND_COMMANDS: 2,
  FLEET_MANAGEMENT: 3,
} as const);
export type ClientSlot = CodeOf<typeof ClientSlot>;
