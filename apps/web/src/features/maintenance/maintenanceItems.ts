import { PAGE_SIZES } from '@gps/contracts/constants';
import dayjs, { type Dayjs } from 'dayjs';
import type { AddMileageMaintanceInput, MaintenanceFieldsFragment } from '../../gql/graphql';

/**
 * Between the maintenance dialog and the calls (libs/contracts/src/calls/maintenance.ts): what the
 * form holds, what it sends, and how a stored item reopens in it.
 */

/** The server's page of maintenance items (the spec's 20). */
export const MAINTENANCE_PAGE = PAGE_SIZES.mileage;

/** The wire's calendar date (the platform's time zone). */
const DATE_FORMAT = 'YYYY-MM-DD';

export interface MaintenanceFormValues {
  name: string;
  intervalKm: number | null;
  intervalDays: number | null;
  lastServiceOdometerKm: number | null;
  lastServiceDate: Dayjs | null;
  remark: string;
}

/** A new item: serviced today, at the vehicle's odometer now (whole km), as most are entered. */
export function newItemValues(odometerKm: number | null, today: Dayjs = dayjs()): MaintenanceFormValues {
  return {
    name: '',
    intervalKm: null,
    intervalDays: null,
    lastServiceOdometerKm: odometerKm === null ? null : Math.floor(odometerKm),
    lastServiceDate: today.startOf('day'),
    remark: '',
  };
}

/** A stored item as the dialog edits it. */
export function formValuesOf(item: MaintenanceFieldsFragment): MaintenanceFormValues {
  return {
    name: item.name,
    intervalKm: item.intervalKm,
    intervalDays: item.intervalDays,
    lastServiceOdometerKm: item.lastServiceOdometerKm,
    lastServiceDate: dayjs(item.lastServiceDate, DATE_FORMAT),
    remark: item.remark ?? '',
  };
}

/** The form once its required fields are filled (the dialog's rules say which). */
export type CompleteFormValues = MaintenanceFormValues & {
  lastServiceOdometerKm: number;
  lastServiceDate: Dayjs;
};

export function isComplete(v: MaintenanceFormValues): v is CompleteFormValues {
  return v.lastServiceOdometerKm !== null && v.lastServiceDate !== null;
}

/**
 * The form as addMileageMaintance takes it (edit: the same with the id). An empty interval or
 * remark is left out: the server then names the interval rule on its field.
 */
export function itemInput(deviceSerialNumber: string, v: CompleteFormValues): AddMileageMaintanceInput {
  return {
    deviceSerialNumber,
    name: v.name,
    intervalKm: v.intervalKm ?? undefined,
    intervalDays: v.intervalDays ?? undefined,
    lastServiceOdometerKm: v.lastServiceOdometerKm,
    lastServiceDate: v.lastServiceDate.format(DATE_FORMAT),
    remark: v.remark.trim() === '' ? undefined : v.remark,
  };
}
