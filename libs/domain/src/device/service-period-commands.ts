import type { OrderKind } from '@gps/codes';

/** The orders process delivers an order line: `days` more of the `kind` period. */
export interface ExtendService {
  type: 'ExtendService';
  serialNumber: string;
  kind: OrderKind;
  days: number;
  orderNumber: string;
  /** 'now': an overtime line, the period starts at delivery; 'expiry': it continues the old one. */
  continueFrom: 'expiry' | 'now';
  at: number;
}

/** A refund takes back the days an order delivered (never before `at`). */
export interface TakeBackService {
  type: 'TakeBackService';
  serialNumber: string;
  kind: OrderKind;
  orderNumber: string;
  days: number;
  at: number;
}

/** The expiry sweep: the device's expiry has passed. */
export interface ExpireService {
  type: 'ExpireService';
  serialNumber: string;
  at: number;
}

/** An administrator moves the service expiry to `serviceExpiredAt`, saying why. */
export interface AdjustService {
  type: 'AdjustService';
  serialNumber: string;
  serviceExpiredAt: number;
  reason: string;
  at: number;
  /** The administrator's account id. */
  by: string;
  /** The administrator's sign-in name. */
  byAccount: string;
}

export type ServicePeriodCommand = ExtendService | TakeBackService | ExpireService | AdjustService;
