import {
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { aliasRule } from './alias-rule';
import { depthRule } from './depth-rule';
import type { GraphqlSettings } from './graphql-settings';
import { noIntrospectionRule } from './introspection-rule';
import { limitExceeded } from './limit-error';
import { operationCost } from './operation-cost';
import { rootFieldsRule } from './root-fields-rule';
import { checkSource } from './source-limits';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/**
 * The limits every GraphQL operation passes, over HTTP (Apollo) and over the websocket (graphql-ws)
 * alike, in the order that keeps each check cheap (docs/decisions/graphql-limits.md):
 *   1. the source: tokens and nesting, read once by the lexer before anything is parsed;
 *   2. the document: depth, aliases, root fields (and introspection when it is off), as validation
 *      rules beside graphql-js's own;
 *   3. the operation with its variables: the cost, before anything runs.
 * The answer's size is capped where it is serialised (answer-size.ts).
 */
export class OperationLimits {
  readonly parseOptions: ParseOptions;
  readonly validationRules: readonly ValidationRule[];
  /** Without introspection, "Did you mean ...?" would spell the schema out field by field. */
  readonly validationOptions: { hideSuggestions: boolean };

  constructor(private readonly settings: GraphqlSettings) {
    const { limits } = settings;
    // A backstop only: checkSource has refused longer documents before the parser runs.
    this.parseOptions = { maxTokens: limits.maxTokens };
    this.validationRules = [
      ...(settings.introspection ? [] : [noIntrospectionRule]),
      depthRule(limits.maxDepth),
      aliasRule(limits.maxAliases),
      rootFieldsRule(limits.maxRootFields),
    ];
    this.validationOptions = { hideSuggestions: !settings.introspection };
  }

  /** Step 1; throws the limit's GraphQLError. */
  checkSource(source: string): void {
    checkSource(source, this.settings.limits.maxTokens);
  }

  /** Steps 1 and the parse, for the doors that parse themselves; throws a GraphQLError. */
  parse(source: string): DocumentNode {
    this.checkSource(source);
    return parse(source, this.parseOptions);
  }

  /** Step 2 with graphql-js's own rules: what Apollo runs over HTTP. */
  validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
    return validate(schema, document, [...specifiedRules, ...this.validationRules], this.validationOptions);
  }

  /** Step 3, on a valid document; throws the limit's GraphQLError. */
  checkCost(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Variables,
  ): void {
    const operation = getOperationAST(document, operationName);
    if (!operation) return;
    const max = this.settings.limits.maxCost;
    const cost = operationCost(schema, document, operation, variables);
    if (cost <= max) return;
    const shown = Number.isFinite(cost) ? Math.round(cost) : Number.MAX_SAFE_INTEGER;
    throw limitExceeded(
      `the operation may answer up to ${shown} values, more than the limit of ${max}; ask for fewer rows or fields`,
      { limit: 'cost', max, found: shown },
      [operation],
    );
  }

  /**
   * Step 3 in Apollo's request pipeline (step 1 runs where the HTTP request's context is built,
   * context.ts; step 2 is Apollo's `validationRules`). An error thrown when the operation is resolved
   * is Apollo's answer, formatted and sent with its HTTP status, before anything executes.
   */
  apolloPlugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ schema, document, operationName, request }) => {
          this.checkCost(schema, document, operationName, request.variables);
        },
      }),
    };
  }
}
