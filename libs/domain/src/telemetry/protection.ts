import { PROTECTIONS, type Protection } from './status';

/**
 * The protection a reading implies. A bare "armed" bit does not say the mode: it keeps a known
 * mode, or means vibration, the mode these trackers arm by default (the VIB command arms them).
 * A reading the domain does not understand changes nothing.
 */
export function protectionOf(armed: unknown, current: Protection): Protection {
  if (armed === false) return 'none';
  if (armed === true) return current === 'none' ? 'vibration' : current;
  return PROTECTIONS.includes(armed as Protection) ? (armed as Protection) : current;
}
