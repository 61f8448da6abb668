import { isSecretMark, type Json } from './json-view';

/** A state as its dotted fields: each leaf's path and its value as JSON text. */
export type Fields = ReadonlyMap<string, string>;

/**
 * Flattens a JSON view to dotted fields (`info.vehicle.plate`). Objects are walked; arrays, scalars
 * and empty objects are leaves, kept whole as JSON text (a list of lines reads better as one value
 * than as one field per index). The lifecycle's wrapper (`{ status, value }`) is looked through, so
 * a device's fields read `fleetId`, not `value.fleetId`; its status stays a field.
 */
export function flatten(view: Json): Fields {
  const fields = new Map<string, string>();
  walk(unwrapped(view), '', fields);
  return fields;
}

function unwrapped(view: Json): Json {
  if (!isObject(view) || !('status' in view) || !isObject(view.value ?? null)) return view;
  const { value, ...rest } = view;
  return { ...rest, ...(value as { [key: string]: Json }) };
}

function walk(view: Json, path: string, into: Map<string, string>): void {
  if (isObject(view) && Object.keys(view).length > 0) {
    for (const [key, inner] of Object.entries(view)) walk(inner, path ? `${path}.${key}` : key, into);
    return;
  }
  into.set(path, isSecretMark(view) ? (view as string) : JSON.stringify(view));
}

const isObject = (view: Json): view is { [key: string]: Json } =>
  view !== null && typeof view === 'object' && !Array.isArray(view);

/** A flattened secret's text: the mark, as JSON would have quoted it, or the mark itself. */
export const isSecretText = (text: string): boolean => isSecretMark(text);
