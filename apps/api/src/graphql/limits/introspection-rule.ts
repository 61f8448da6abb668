import type { ValidationRule } from 'graphql';
import { INTROSPECTION_FIELDS } from './introspection';
import { limitExceeded } from './limit-error';

/**
 * With introspection off (the default, docs/decisions/graphql-limits.md), `__schema` and `__type`
 * are refused: the schema is not published to whoever asks. `__typename` stays, clients need it.
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(field) {
    if (!INTROSPECTION_FIELDS.has(field.name.value)) return;
    context.reportError(
      limitExceeded(
        'GraphQL introspection is off on this server (GRAPHQL_INTROSPECTION=1 turns it on)',
        { limit: 'introspection' },
        [field],
      ),
    );
  },
});
