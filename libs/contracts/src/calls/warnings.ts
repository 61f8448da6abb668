import { z } from 'zod';
import { entityId, epochMicros, flag, maybeFloat, maybeId, maybeText, text } from './common';

/** A warning as the live `warningRaised` subscription answers it. */
export const Warning = z
  .object({
    id: entityId,
    deviceSerialNumber: text,
    carName: maybeText.describe("The vehicle's name when the warning was raised."),
    fleetId: maybeId,
    kind: text.describe('sos, power_cut, low_battery, vibration, power_off, tamper, ...'),
    source: text.describe("'status': open until cleared; 'alarm': a one-off alarm packet."),
    warningMessage: text.describe('Stable English text per kind; the UI translates by kind.'),
    timestamp: epochMicros,
    latitude: maybeFloat,
    longitude: maybeFloat,
    cleared: flag,
  })
  .meta({
    id: 'Warning',
    description: 'A warning raised by a device: an alarm it sent, or a state it entered.',
  });
