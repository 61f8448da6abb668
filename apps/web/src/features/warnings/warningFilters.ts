import { WARNING_KINDS, type WarningKind } from '@gps/codes';
import { CLIENT_DEVICE_PAGE, PAGE_SIZES } from '@gps/contracts/constants';
import type { SystemSettings } from '../../shared/settings/systemSettings';
import type { WarningFilter } from '../../gql/graphql';

/** The spec's page: 50 warnings, the server's page. */
export const WARNINGS_PAGE_ROWS = PAGE_SIZES.warnings;
/** The server takes at most this many devices in one list: a client's whole device page. */
export const WARNING_DEVICES_MAX = CLIENT_DEVICE_PAGE;

export type HandledChoice = 'all' | 'open' | 'handled';

/** What the user chose above the list; the devices come from the tree's selection. */
export interface WarningFilterState {
  /** [from, to) in epoch ms, or null for all time. */
  period: readonly [number, number] | null;
  /** None: every kind shown. */
  kinds: readonly WarningKind[];
  handled: HandledChoice;
}

export const NO_FILTER: WarningFilterState = { period: null, kinds: [], handled: 'all' };

/** The kinds the platform shows (show overspeed / show offline), in the code set's order. */
export function shownKinds(flags: SystemSettings['flags']): WarningKind[] {
  return WARNING_KINDS.filter(
    (kind) => (kind !== 'overspeed' || flags.showOverspeed) && (kind !== 'offline' || flags.showOffline),
  );
}

/** The kinds asked for, without any the platform now hides (a choice made before it hid them). */
export function askedKinds(state: WarningFilterState, shown: readonly WarningKind[]): WarningKind[] {
  return state.kinds.filter((kind) => shown.includes(kind));
}

/**
 * The list call's filter: the ticked vehicles (none ticked: every vehicle of the account, as the
 * server answers without a device filter), the period in µs, the kinds and the handled state.
 */
export function warningFilter(
  state: WarningFilterState,
  serials: readonly string[],
  shown: readonly WarningKind[],
): WarningFilter {
  const kinds = askedKinds(state, shown);
  return {
    ...(serials.length > 0 ? { deviceSerialNumbers: serials.slice(0, WARNING_DEVICES_MAX) } : {}),
    ...(state.period ? { startTime: state.period[0] * 1000, endTime: state.period[1] * 1000 } : {}),
    ...(kinds.length > 0 ? { kinds } : {}),
    ...(state.handled === 'all' ? {} : { handled: state.handled === 'handled' }),
  };
}

/** What a live warning carries that the filters judge. */
export interface ArrivingWarning {
  deviceSerialNumber: string;
  kind: string;
  /** Epoch µs. */
  timestamp: number;
}

/**
 * Whether a warning pushed live belongs in the list as filtered: of a ticked vehicle (or any when
 * none is ticked), of an asked kind, within the period, and not when only handled ones are shown
 * (a new warning is open).
 */
export function belongsInList(
  warning: ArrivingWarning,
  state: WarningFilterState,
  serials: readonly string[],
  shown: readonly WarningKind[],
): boolean {
  if (serials.length > 0 && !serials.includes(warning.deviceSerialNumber)) return false;
  if (!(shown as readonly string[]).includes(warning.kind)) return false;
  const kinds = askedKinds(state, shown);
  if (kinds.length > 0 && !(kinds as readonly string[]).includes(warning.kind)) return false;
  if (state.handled === 'handled') return false;
  if (state.period) {
    const ms = warning.timestamp / 1000;
    if (ms < state.period[0] || ms >= state.period[1]) return false;
  }
  return true;
}
