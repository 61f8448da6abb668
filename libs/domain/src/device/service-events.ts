import type { OrderKind } from '@gps/codes';
import type { DomainEvent } from '../decider';

/**
 * The device's service periods (docs/decisions/service-lifecycle.md): what an order delivers or
 * takes back, the sweep's expiry and an administrator's adjustment. Times are epoch ms.
 */

/** An order (or null: granted without one) moved the service expiry from `fromExpiredAt` to `expiredAt`. */
export interface ServicePeriodExtendedData {
  orderNumber: string | null;
  days: number;
  fromExpiredAt: number;
  expiredAt: number;
  at: number;
}
/** The value-added (VIP) or address plan period: `fromExpiredAt` null when the device never had one. */
export interface OptionalPeriodExtendedData {
  orderNumber: string | null;
  days: number;
  fromExpiredAt: number | null;
  expiredAt: number;
  at: number;
}
export interface ServiceTakenBackData {
  orderNumber: string;
  kind: OrderKind;
  fromExpiredAt: number;
  expiredAt: number;
  at: number;
}
export interface ServiceManuallyAdjustedData {
  fromExpiredAt: number;
  expiredAt: number;
  /** Trimmed, 1 to 280 characters. */
  reason: string;
  at: number;
  /** The administrator's account id. */
  by: string;
  /**
   * The administrator's sign-in name then (added to the shared contract: the adjustments' log shows
   * and searches who did it, as a warning's handling records its handler's name).
   */
  byAccount?: string;
}

export type ServiceExtended = DomainEvent<'ServiceExtended', ServicePeriodExtendedData>;
export type ValueServiceExtended = DomainEvent<'ValueServiceExtended', OptionalPeriodExtendedData>;
export type AddressPlanExtended = DomainEvent<'AddressPlanExtended', OptionalPeriodExtendedData>;
/** A refund moved the period of `kind` back (never before `at`). */
export type ServiceTakenBack = DomainEvent<'ServiceTakenBack', ServiceTakenBackData>;
/** The sweep found the expiry (`expiredAt`) passed: the status becomes EXPIRED at `at`. */
export type ServiceExpired = DomainEvent<'ServiceExpired', { expiredAt: number; at: number }>;
export type ServiceManuallyAdjusted = DomainEvent<'ServiceManuallyAdjusted', ServiceManuallyAdjustedData>;

export type ServicePeriodEvent =
  | ServiceExtended
  | ValueServiceExtended
  | AddressPlanExtended
  | ServiceTakenBack
  | ServiceExpired
  | ServiceManuallyAdjusted;

export const SERVICE_PERIOD_EVENT_TYPES = [
  'ServiceExtended',
  'ValueServiceExtended',
  'AddressPlanExtended',
  'ServiceTakenBack',
  'ServiceExpired',
  'ServiceManuallyAdjusted',
] as const satisfies readonly ServicePeriodEvent['type'][];
