import { Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import { INTROSPECTION_FIELDS } from './introspection';
import { limitExceeded } from './limit-error';

/**
 * Refuses an operation whose fields nest deeper than `maxDepth`, fragments followed. Each fragment's
 * depth is worked out once, so a fragment spread a thousand times costs one walk; a fragment cycle
 * counts as nothing here (NoFragmentCyclesRule refuses the document). Introspection fields are left
 * to the introspection setting: when it is on, GraphiQL's schema query nests about 13 levels.
 */
export function depthRule(maxDepth: number): ValidationRule {
  return (context) => {
    const fragmentDepths = new Map<string, number>();
    const walking = new Set<string>();

    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = context.getFragment(name);
      if (!fragment || walking.has(name)) return 0;
      walking.add(name);
      const depth = depthOf(fragment.selectionSet);
      walking.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    };

    const depthOf = (set: SelectionSetNode): number => {
      let deepest = 0;
      for (const selection of set.selections) {
        let depth: number;
        if (selection.kind === Kind.FIELD) {
          if (INTROSPECTION_FIELDS.has(selection.name.value)) continue;
          depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet) : 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet);
        } else {
          depth = fragmentDepth(selection.name.value);
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet);
        if (depth > maxDepth) {
          context.reportError(
            limitExceeded(
              `the operation nests its fields ${depth} levels deep, more than the limit of ${maxDepth}`,
              { limit: 'depth', max: maxDepth, found: depth },
              [operation],
            ),
          );
        }
      },
    };
  };
}
