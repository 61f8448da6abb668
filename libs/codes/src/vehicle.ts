import { isOneOf } from './code-set';

/** The spec's vehicle status: moving, stationary, sleep, no signal. */
export const VEHICLE_STATUSES = Object.freeze(['moving', 'stationary', 'sleep', 'no_signal'] as const);
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const isVehicleStatus = isOneOf(VEHICLE_STATUSES);

/** The spec's protection: none, armed vibration, armed sound, armed combined. */
export const PROTECTIONS = Object.freeze(['none', 'vibration', 'sound', 'combined'] as const);
export type Protection = (typeof PROTECTIONS)[number];
export const isProtection = isOneOf(PROTECTIONS);
