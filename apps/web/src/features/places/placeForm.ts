import { AccountType } from '@gps/codes';
import { TEXT_AREA_MAX } from '@gps/contracts/constants';

/** Target types (spec: home, company, custom); the custom one takes a name the user types. */
export const TargetType = { Home: 0, Company: 1, Custom: 2 } as const;
export type TargetType = (typeof TargetType)[keyof typeof TargetType];
export const TARGET_TYPES: readonly TargetType[] = [TargetType.Home, TargetType.Company, TargetType.Custom];

export const TARGET_TYPE_LABEL_KEYS: Record<TargetType, string> = {
  [TargetType.Home]: 'places.targetTypes.home',
  [TargetType.Company]: 'places.targetTypes.company',
  [TargetType.Custom]: 'places.targetTypes.custom',
};

/** A remark holds at most 280 characters (spec). */
export const REMARK_MAX = TEXT_AREA_MAX;

/**
 * The place's alias (spec): the typed name for a custom target, otherwise the translated label of
 * the target type, in the language of the user who saves it.
 */
export function placeAlias(
  targetType: TargetType,
  customName: string,
  translate: (key: string) => string,
): string {
  return targetType === TargetType.Custom ? customName.trim() : translate(TARGET_TYPE_LABEL_KEYS[targetType]);
}

/** Copy's OK is disabled until at least one device is ticked (spec). */
export const canCopy = (ticked: readonly string[]): boolean => ticked.length > 0;

/** Marker type (spec): 0 picked on the map, 1 found from an address. */
export const MarkerType = { Map: 0, Address: 1 } as const;
export type MarkerType = (typeof MarkerType)[keyof typeof MarkerType];

/** A marker is saved only with both coordinates non-zero (spec). */
export function canSaveMarker(point: { lat: number; lng: number } | null): boolean {
  return point !== null && point.lat !== 0 && point.lng !== 0;
}

/** Whether a form adds a place or edits one. */
export type PlaceFormMode = 'add' | 'edit';

/** The Copy button shows only in edit mode and for a fleet account (spec). */
export const showsCopy = (mode: PlaceFormMode, accountType: AccountType): boolean =>
  mode === 'edit' && accountType === AccountType.FLEET;

/** The message key when an address cannot be converted yet: an empty one (spec), else null. */
export const addressProblem = (address: string): string | null =>
  address.trim() === '' ? 'places.marker.addressEmpty' : null;
