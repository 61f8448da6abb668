import { REMOTE_COMMAND_KEYS, RequestDataCode } from '@gps/codes';
import { z } from 'zod';
import { micros, serialNumber } from './common';

/** The spec's remote key codes (the menu's query, set and remote-control entries), from @gps/codes. */
export const REMOTE_KEYS = REMOTE_COMMAND_KEYS;

/**
 * `requestDataCode` is the menu's code (12 or 13), recorded as given: the spec does not tie it to
 * keys. The value's shape depends on the key and is checked by the domain, which also accepts the
 * legacy forms (1/0 for switches, "normal"/"fast" for FREQ).
 */
export const remoteCommandInput = z.object({
  deviceSerialNumber: serialNumber,
  requestDataCode: z.union([z.literal(RequestDataCode.QUERY), z.literal(RequestDataCode.COMMAND)]),
  key: z.enum(REMOTE_KEYS),
  value: z
    .union([z.string().max(64), z.number(), z.boolean()])
    .nullable()
    .optional(),
});

/** A device's command history within [startTime, endTime) (epoch µs); the last 24 hours by default. */
export const getDeviceSendCommandLogInput = z
  .object({
    deviceSerialNumber: serialNumber,
    startTime: micros.optional(),
    endTime: micros.optional(),
  })
  .refine((v) => v.startTime === undefined || v.endTime === undefined || v.startTime < v.endTime, {
    message: 'startTime must be before endTime',
    path: ['startTime'],
  });

/** Entries one command-history call returns at most (a day of a busy operator's commands). */
export const REMOTE_COMMAND_LOG_MAX = 500;
