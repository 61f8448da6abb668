import { z } from 'zod';
import { id, micros, pageIndex, pageRows, passwordDigest, serialNumber } from './common';

export const getDevicesInput = z.object({
  keyword: z.string().max(100).optional(),
  deviceSerialNumber: serialNumber.optional(),
  deviceSerialNumbers: z.array(serialNumber).max(1000).optional(),
  fleetId: id.optional(),
  isContainSubFleet: z.boolean().optional(),
  /** Devices whose service expires at or before this time (epoch µs). */
  filterServiceExpiredDate: micros.optional(),
  /** Only devices changed after this time (epoch µs), for polling clients. */
  lastLoadingTimestamp: micros.optional(),
  pageIndex,
  pageRows: pageRows(1000),
});
export const addDevicesInput = z.object({
  deviceSerialNumbers: z.array(z.string().trim()).min(1, 'give at least one serial number').max(1000),
});
export const allocationDeviceInput = z.object({
  deviceSerialNumbers: z.array(serialNumber).min(1).max(1000),
  /** null or absent: back to unallocated. */
  fleetId: id.nullable().optional(),
});
/** The update payload and the admin editor's field names, as the spec gives them. */
export const editDeviceInput = z.object({
  deviceSerialNumber: serialNumber,
  carName: z.string().trim().optional(),
  ownerName: z.string().trim().optional(),
  ownerPhone: z.string().trim().optional(),
  email: z.string().trim().optional(),
  password: passwordDigest.optional(),
  deviceIcon: z.number().int().optional(),
  simCardNumber: z.string().trim().optional(),
  firmwareVersion: z.string().trim().optional(),
  esimId: z.string().trim().optional(),
  isValueAddedVisible: z.number().int().optional(),
  isCarElectricity: z.number().int().optional(),
  serviceStatusCode: z.number().int().nullable().optional(),
  fleetId: id.nullable().optional(),
});
export const getExpireServiceDevicesInput = z.object({ pageIndex, pageRows: pageRows(1000) });
export const stopDeviceServiceInput = z.object({
  deviceSerialNumbers: z.array(serialNumber).min(1).max(1000),
});
