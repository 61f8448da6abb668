import { z } from 'zod';
import { byName, call } from '../catalogue/declare';
import { float, maybeText, serialNumber, text } from './common';

/** A point on Earth, in degrees. */
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/**
 * The longest address a person types or pastes into the marker dialog; beyond it is not an address.
 * The spec's remark limit, which is the longest free text of the places dialogs.
 */
export const ADDRESS_TEXT_MAX = 280;

/** The device whose quota pays, and the point to put into words (a marker, a history point). */
export const convertGpsToAddressInput = z.object({ deviceSerialNumber: serialNumber, latitude, longitude });

/**
 * An empty (or blank) address is refused with the field code `address_empty`: the spec's
 * ERROR_MSG.MARKER_ADDRESS_TO_GPS_EMPTY.
 */
export const convertAddressToGpsInput = z.object({
  deviceSerialNumber: serialNumber,
  address: z
    .string()
    .max(ADDRESS_TEXT_MAX)
    .refine((v) => v.trim().length > 0, {
      message: 'address must not be empty',
      params: { code: 'address_empty' },
    }),
});

export const AddressOfPoint = z
  .object({
    address: maybeText.describe('The address in zh-TW; null at sea or outside Taiwan.'),
    source: maybeText.describe(
      'Who answered: embedded (the Taiwan atlas: county, town, village), nominatim or google (a street address); null with no address.',
    ),
  })
  .meta({ id: 'AddressOfPoint', description: 'A point of a device put into words.' });

export const PointOfAddress = z
  .object({
    latitude: float,
    longitude: float,
    address: text.describe("The provider's wording of the place it found."),
  })
  .meta({ id: 'PointOfAddress', description: 'Where an address is.' });

const QUOTA =
  "Counts one conversion of the platform's free 100,000 a day and of the device's daily and monthly caps (system settings; VIP caps for a VIP device), reset at 09:00 Asia/Taipei; a cap reached answers -7 with its reason.";

export const addressCalls = byName([
  call({
    name: 'convertGpsToAddress',
    kind: 'mutation',
    summary: `A point of a device as an address (a street address with an online provider, county, town and village from the embedded atlas otherwise). ${QUOTA}`,
    input: convertGpsToAddressInput,
    output: AddressOfPoint,
    graphql: { field: 'convertGpsToAddress', args: 'flat' },
  }),
  call({
    name: 'convertAddressToGps',
    kind: 'mutation',
    summary: `An address as a point, for a marker of the device; only when showAddressToGps is on and an online provider is configured. ${QUOTA}`,
    input: convertAddressToGpsInput,
    output: PointOfAddress,
    graphql: { field: 'convertAddressToGps', args: 'flat' },
  }),
] as const);
