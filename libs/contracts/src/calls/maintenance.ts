import { z } from 'zod';
import { byName, call, NO_DATA, page } from '../catalogue/declare';
import { PAGE_SIZES } from '../constants';
import {
  entityId,
  flag,
  id,
  int,
  maybeFloat,
  maybeInt,
  maybeText,
  pageIndex,
  pageRows,
  serialNumber,
  text,
} from './common';

/**
 * Shape bounds only: the domain checks each field with its own code (name 1 to 50 characters,
 * intervals whole and positive, at least one of them, odometer 0 to 99,999,999 km, a real date not
 * after today in the platform's time zone, remark at most 280). These only keep a request small.
 */
const TEXT_MAX = 1000;
const DATE_TEXT_MAX = 20;

const DATE = "A date in the platform's time zone, YYYY-MM-DD.";

const itemFields = {
  name: z.string().max(TEXT_MAX).describe('1 to 50 characters: what is serviced (engine oil, tyres).'),
  intervalKm: z
    .number()
    .optional()
    .describe('Whole kilometres between services, 1 to 1,000,000. At least one interval is required.'),
  intervalDays: z.number().optional().describe('Days between services, 1 to 3650.'),
  lastServiceOdometerKm: z
    .number()
    .describe('The platform odometer (whole km) at the last service: the km interval counts from it.'),
  lastServiceDate: z
    .string()
    .max(DATE_TEXT_MAX)
    .describe(`${DATE} Of the last service, not after today: the day interval counts from it.`),
  remark: z.string().max(TEXT_MAX).optional().describe('At most 280 characters.'),
};

const ofDevice = { deviceSerialNumber: serialNumber };

export const dueByCode = z.enum(['km', 'date']).meta({
  id: 'MaintenanceDueBy',
  description: 'What made an item due: the odometer reached its due reading, or the calendar its due date.',
});

export const MileageMaintance = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    carName: maybeText.describe("The device's vehicle name now."),
    name: text,
    intervalKm: maybeInt,
    intervalDays: maybeInt,
    lastServiceOdometerKm: int,
    lastServiceDate: text.describe(DATE),
    remark: maybeText,
    nextDueOdometerKm: maybeInt.describe('Last service + interval km; null without a km interval.'),
    nextDueDate: maybeText.describe(`${DATE} Last service + interval days; null without a day interval.`),
    odometerKm: maybeFloat.describe('The platform odometer now (km); null before its first position.'),
    due: flag.describe(
      'The odometer or the calendar has reached the next due point (a date from the start of its day).',
    ),
    dueBy: z.array(dueByCode).describe('What reached it: empty when not due.'),
  })
  .meta({
    id: 'MileageMaintance',
    description: 'A maintenance item of a device, with where it next falls due.',
  });
export const MileageMaintancePage = page(MileageMaintance, 'MileageMaintancePage');

const EXPIRED = ' Refused (-5, service_expired) for a device whose service has expired.';

export const maintenanceCalls = byName([
  call({
    name: 'getMileageMaintances',
    kind: 'query',
    summary:
      "Maintenance items of the caller's in-service devices, oldest first, 20 a page; narrowed to one device (deviceSerialNumber) and/or a fleet with its sub-fleets (fleetId), either of which outside the caller's tenancy is -3." +
      EXPIRED,
    input: z.object({
      deviceSerialNumber: serialNumber.optional().describe('Only this device.'),
      fleetId: id.optional().describe('Only the devices of this fleet and its sub-fleets.'),
      pageIndex,
      pageRows: pageRows(PAGE_SIZES.mileage),
    }),
    output: MileageMaintancePage,
    graphql: { field: 'mileageMaintances', args: 'flat' },
  }),
  call({
    name: 'addMileageMaintance',
    kind: 'mutation',
    summary: 'Adds a maintenance item to a device; answers it with its new id.' + EXPIRED,
    input: z.object({ ...ofDevice, ...itemFields }),
    output: MileageMaintance,
    graphql: { field: 'addMileageMaintance', args: { input: 'AddMileageMaintanceInput' } },
  }),
  call({
    name: 'editMileageMaintance',
    kind: 'mutation',
    summary:
      "Replaces an item's fields (all of them). A changed interval or last service is a new due point, which raises its own warning when reached." +
      EXPIRED,
    input: z.object({ ...ofDevice, id, ...itemFields }),
    output: MileageMaintance,
    graphql: { field: 'editMileageMaintance', args: { input: 'EditMileageMaintanceInput' } },
  }),
  call({
    name: 'deleteMileageMaintance',
    kind: 'mutation',
    summary: 'Deletes a maintenance item of a device (its warnings stay listed).' + EXPIRED,
    input: z.object({ ...ofDevice, id }),
    output: NO_DATA,
    graphql: { field: 'deleteMileageMaintance', args: 'flat' },
  }),
  call({
    name: 'recordMileageMaintanceService',
    kind: 'mutation',
    summary:
      'Records the service of an item done: its last service becomes this odometer reading and date (by default the platform odometer now, in whole km, and today), so it next falls due an interval later.' +
      EXPIRED,
    input: z.object({
      ...ofDevice,
      id,
      odometerKm: z
        .number()
        .optional()
        .describe(
          'Whole km; default the platform odometer now (before the first position: the last service reading).',
        ),
      date: z.string().max(DATE_TEXT_MAX).optional().describe(`${DATE} Default today; not after today.`),
    }),
    output: MileageMaintance,
    graphql: { field: 'recordMileageMaintanceService', args: 'flat' },
  }),
] as const);
