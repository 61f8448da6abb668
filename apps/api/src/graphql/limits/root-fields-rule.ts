import { Kind, type SelectionSetNode, type ValidationRule } from 'graphql';
import { limitExceeded } from './limit-error';

/**
 * Refuses an operation with more than `maxRootFields` fields at its root, fragments followed (each
 * once, as execution merges a fragment spread twice): every root field is one call of the
 * application, with its own session check.
 */
export function rootFieldsRule(maxRootFields: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const seen = new Set<string>();
      let fields = 0;
      const count = (set: SelectionSetNode): void => {
        for (const selection of set.selections) {
          if (selection.kind === Kind.FIELD) fields += 1;
          else if (selection.kind === Kind.INLINE_FRAGMENT) count(selection.selectionSet);
          else if (!seen.has(selection.name.value)) {
            seen.add(selection.name.value);
            const fragment = context.getFragment(selection.name.value);
            if (fragment) count(fragment.selectionSet);
          }
        }
      };
      count(operation.selectionSet);
      if (fields <= maxRootFields) return;
      context.reportError(
        limitExceeded(
          `the operation has ${fields} root fields, more than the limit of ${maxRootFields}`,
          { limit: 'rootFields', max: maxRootFields, found: fields },
          [operation],
        ),
      );
    },
  });
}
