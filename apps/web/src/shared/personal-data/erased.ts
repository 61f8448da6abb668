import { ERASED_PERSONAL_DATA } from '@gps/codes';
import { orDash } from '../format';

/**
 * Personal fields whose owner's key was destroyed read ERASED_PERSONAL_DATA from the server
 * (docs/decisions/personal-data.md). That marker is a code, not text for people: pages show it in
 * the user's language, and edit forms hold such a field empty.
 */
export const isErased = (value: unknown): boolean => value === ERASED_PERSONAL_DATA;

/** What an erased field reads (an i18n key). */
export const ERASED_TEXT = 'personalData.erased';

type Translate = (key: string) => string;

/** A personal field as a page shows it: in the user's language when erased, a dash when empty. */
export function personalText(t: Translate, value: string | null | undefined): string {
  return isErased(value) ? t(ERASED_TEXT) : orDash(value);
}

/**
 * A personal field as an edit form holds it: empty when erased, so the marker is never sent back as
 * the person's data; typing in it enters the field afresh, leaving it empty keeps it as it is.
 */
export function personalFormText(value: string | null | undefined): string {
  return value === null || value === undefined || isErased(value) ? '' : value;
}

/** The placeholder of an edit form's field whose value was erased (and is held empty); else none. */
export function erasedHint(t: Translate, value: string | null | undefined): string | undefined {
  return isErased(value) ? t('personalData.erasedInForm') : undefined;
}
