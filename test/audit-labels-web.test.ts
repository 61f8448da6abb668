import { describe, expect, it } from '@jest/globals';
import { DOMAIN_EVENT_TYPES } from '@gps/domain';
import enUS from '../apps/web/src/shared/i18n/en-US.json';
import zhTW from '../apps/web/src/shared/i18n/zh-TW.json';

/**
 * The audit page shows the reader's word for every event type and for the fields of a device, a
 * fleet, an account and an order (docs/decisions/audit-pages.md): an event type added without its
 * label fails here, not in front of an auditor.
 */
const EVENT_TYPES = DOMAIN_EVENT_TYPES;

/** The state fields of the aggregates auditors read most (libs/domain/src/{device,fleet,account,order}/state.ts). */
const FIELDS = {
  device: [
    'serialNumber',
    'fleetId',
    'parentFleetId',
    'serviceExpiredAt',
    'valueExpiredAt',
    'addressPlanExpiredAt',
    'deliveredOrderLines',
    'takenBackOrderLines',
    'passwordHash',
    'addedAt',
    'planId',
    'carName',
    'ownerName',
    'ownerPhone',
    'email',
    'simNumber',
    'deviceIcon',
    'firmwareVersion',
    'model',
    'speedLimitKmh',
    'esimId',
    'isValueAddedVisible',
    'carElectricity',
    'serviceStatusCode',
  ],
  fleet: [
    'fleetId',
    'account',
    'alias',
    'contact',
    'phoneNumber',
    'address',
    'email',
    'permissions',
    'parentFleetId',
    'speedLimitKmh',
    'statusCode',
    'passwordHash',
    'createdAt',
    'lastSignInAt',
  ],
  account: [
    'accountId',
    'account',
    'alias',
    'permissionId',
    'statusCode',
    'email',
    'passwordHash',
    'createdAt',
    'lastSignInAt',
  ],
  order: [
    'orderNumber',
    'amount',
    'stage',
    'tradeNo',
    'paymentCode',
    'delivered',
    'invoice',
    'invoiceNumber',
    'voided',
    'allowanceNumbers',
    'allowed',
    'refundAmount',
  ],
  common: ['status', 'at', 'createdAt', 'updatedAt', 'name', 'sort', 'rights'],
};

describe.each([
  ['zh-TW', zhTW],
  ['en-US', enUS],
])('the audit labels in %s', (_, messages) => {
  const events: Record<string, string> = messages.audit.eventTypes;
  const fields: Record<string, string> = messages.audit.fields;

  it('name every event type the domain has', () => {
    expect(EVENT_TYPES.filter((type) => !events[type])).toEqual([]);
  });

  it.each(Object.entries(FIELDS))('name every field of %s', (_, names) => {
    expect(names.filter((name) => !fields[name])).toEqual([]);
  });
});
