import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCOUNT_EVENT_TYPES,
  ANNOUNCEMENT_EVENT_TYPES,
  COUPON_EVENT_TYPES,
  DEVICE_EVENT_TYPES,
  FLEET_EVENT_TYPES,
  INBOX_EVENT_TYPES,
  MAINTENANCE_EVENT_TYPES,
  MESSAGE_EVENT_TYPES,
  ORDER_EVENT_TYPES,
  PERMISSION_GROUP_EVENT_TYPES,
  PERSONAL_DATA_EVENT_TYPES,
  PLACE_EVENT_TYPES,
  PLAN_EVENT_TYPES,
  REPORT_EVENT_TYPES,
  RESERVATION_EVENT_TYPES,
  SYSTEM_LOG_EVENT_TYPES,
  SYSTEM_SETTINGS_EVENT_TYPES,
  VIP_PLAN_EVENT_TYPES,
  WARNING_EVENT_TYPES,
} from '../src';

/** The catalogue is the contract for projections and auditors: it must not fall behind the code. */
describe('docs/event-catalogue.md', () => {
  const catalogue = readFileSync(join(__dirname, '../../../docs/event-catalogue.md'), 'utf8');
  const all = [
    ...RESERVATION_EVENT_TYPES,
    ...ACCOUNT_EVENT_TYPES,
    ...PERMISSION_GROUP_EVENT_TYPES,
    ...FLEET_EVENT_TYPES,
    ...DEVICE_EVENT_TYPES,
    ...SYSTEM_SETTINGS_EVENT_TYPES,
    ...SYSTEM_LOG_EVENT_TYPES,
    ...WARNING_EVENT_TYPES,
    ...PLACE_EVENT_TYPES,
    ...MAINTENANCE_EVENT_TYPES,
    ...VIP_PLAN_EVENT_TYPES,
    ...COUPON_EVENT_TYPES,
    ...ORDER_EVENT_TYPES,
    ...PLAN_EVENT_TYPES,
    ...ANNOUNCEMENT_EVENT_TYPES,
    ...MESSAGE_EVENT_TYPES,
    ...INBOX_EVENT_TYPES,
    ...REPORT_EVENT_TYPES,
    ...PERSONAL_DATA_EVENT_TYPES,
  ];

  it.each(all)('documents %s', (type) => {
    expect(catalogue).toContain(`### ${type}`);
  });
});
