/** Dotted paths into an event's data (`changes.email`), read and replaced without mutating it. */

export function valueAt(data: Record<string, unknown>, path: readonly string[]): unknown {
  let node: unknown = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `data` with the value at `path` replaced, every object on the way copied (the adapter's
 * objects, which it may cache, are never changed). Absent paths are left absent.
 */
export function withValueAt(
  data: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [key, ...rest] = path;
  if (!(key in data)) return data;
  if (rest.length === 0) return { ...data, [key]: value };
  const child = data[key];
  if (child === null || typeof child !== 'object' || Array.isArray(child)) return data;
  return { ...data, [key]: withValueAt(child as Record<string, unknown>, rest, value) };
}
