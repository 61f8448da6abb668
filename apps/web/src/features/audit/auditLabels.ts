import type { TFunction } from 'i18next';
import { leafOf } from './auditValues';

/**
 * Event types, field names, actor kinds and calls are identifiers of the log. The page shows the
 * reader's word for one where the translations have it, with the identifier beside it (what the
 * export and the API say); an identifier without a word (a type added later) is shown alone
 * (docs/decisions/audit-pages.md).
 */
export interface Labelled {
  label: string | null;
  id: string;
}

/** The reader's word for a key, or null when the translations have none. */
function optional(t: TFunction, key: string): string | null {
  const text = t(key, { defaultValue: '' });
  return text ? text : null;
}

export function eventTypeLabel(t: TFunction, type: string): Labelled {
  return { label: optional(t, `audit.eventTypes.${type}`), id: type };
}

/** A field by its whole path's word, else its last part's (`info.carName` reads as `carName`). */
export function fieldLabel(t: TFunction, field: string): Labelled {
  return {
    label:
      optional(t, `audit.fields.${field.replace(/\./g, '_')}`) ??
      optional(t, `audit.fields.${leafOf(field)}`),
    id: field,
  };
}

/** A call by the system log's word for it (one word per call for both pages). */
export function callLabel(t: TFunction, call: string): Labelled {
  return { label: optional(t, `systemLog.actions.${call}`), id: call };
}

export function actorKindLabel(t: TFunction, kind: string): string {
  return optional(t, `audit.actorKinds.${kind}`) ?? kind;
}
