import type { Doc } from './read-store.port';
import { isIndexSegment, ReadStoreInputError } from './validation';

/**
 * `doc` with `amount` added at each checked path (an increment applied in JavaScript: to a document
 * the unit holds whole, or to the seed of a new one). A new document: every object and array on a
 * path is copied, the rest shared, `doc` left as it is. What the engines leave undefined (an index
 * past an array's end, a value that is not a number) is refused here.
 */
export function incremented(doc: Doc, amounts: Iterable<readonly [string, number]>): Doc {
  const next: Doc = { ...doc };
  for (const [path, amount] of amounts) {
    const segments = path.split('.');
    let container: Record<string, unknown> | unknown[] = next;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      const last = i === segments.length - 1;
      const current = itemOf(container, segment, path, doc.id);
      if (last) {
        if (current !== undefined && typeof current !== 'number') {
          throw new ReadStoreInputError(`${path} of ${doc.id} is not a number`);
        }
        setItem(container, segment, (current ?? 0) + amount);
      } else {
        if (current !== undefined && (typeof current !== 'object' || current === null)) {
          throw new ReadStoreInputError(`${path} of ${doc.id} does not lead to a number`);
        }
        // A missing object on the way is created, as the engines do.
        const copy: Record<string, unknown> | unknown[] = Array.isArray(current)
          ? current.slice()
          : { ...((current ?? {}) as Record<string, unknown>) };
        setItem(container, segment, copy);
        container = copy;
      }
    }
  }
  return next;
}

function itemOf(
  container: Record<string, unknown> | unknown[],
  segment: string,
  path: string,
  id: string,
): unknown {
  if (Array.isArray(container)) {
    if (!isIndexSegment(segment) || Number(segment) >= container.length) {
      throw new ReadStoreInputError(`${path} of ${id} is past its array's end`);
    }
    return container[Number(segment)];
  }
  if (isIndexSegment(segment)) throw new ReadStoreInputError(`${path} of ${id} indexes what is not an array`);
  return Object.prototype.hasOwnProperty.call(container, segment) ? container[segment] : undefined;
}

function setItem(container: Record<string, unknown> | unknown[], segment: string, value: unknown): void {
  if (Array.isArray(container)) container[Number(segment)] = value;
  else container[segment] = value;
}
