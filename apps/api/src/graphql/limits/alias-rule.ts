import type { ValidationRule } from 'graphql';
import { limitExceeded } from './limit-error';

/**
 * Refuses a document with more than `maxAliases` aliased fields: each alias of a root field is one
 * more call, each alias of a list field one more list. Counted over the whole document, each
 * fragment once (what a fragment multiplies is the cost limit's business).
 */
export function aliasRule(maxAliases: number): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(field) {
        if (field.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases <= maxAliases) return;
          context.reportError(
            limitExceeded(`the document has ${aliases} aliases, more than the limit of ${maxAliases}`, {
              limit: 'aliases',
              max: maxAliases,
              found: aliases,
            }),
          );
        },
      },
    };
  };
}
