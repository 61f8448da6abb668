import { GT06_MODEL_NAMES } from './gt06/models';
import type { Protocol } from './types';

/** A device model a codec reads differently from its generic reading, and the protocol it speaks. */
export interface KnownDeviceModel {
  model: string;
  protocol: Protocol;
}

/**
 * The model names the codecs know, for a device editor to suggest. Not a closed list: a device's
 * model is free text, kept as entered, and a name not listed here (or none) is decoded generically.
 * Only GT06 decodes by model: H02 and Teltonika take no model (docs/protocols.md, "How the gateway
 * uses it"). Pure data with no runtime imports but the model tables, so the web app can import
 * this file on its own.
 */
export const KNOWN_DEVICE_MODELS: readonly KnownDeviceModel[] = GT06_MODEL_NAMES.map((model) => ({
  model,
  protocol: 'gt06',
}));
