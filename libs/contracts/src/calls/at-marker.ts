import { z } from 'zod';
import { int, text } from './common';

/** The marker a stop is shown at (the spec's marker distance, 150 m). */
export const AtMarker = z
  .object({
    id: text.describe("The marker's id."),
    alias: text.describe("The marker's name: the stop is shown as parked there."),
    targetType: int.describe('0 home, 1 company, 2 custom.'),
    distanceMeters: int.describe('Whole metres from the stop to the marker, at most 150.'),
  })
  .meta({
    id: 'AtMarker',
    description:
      "The nearest of the device's markers within 150 m of a stop (docs/decisions/address-quotas.md).",
  });
