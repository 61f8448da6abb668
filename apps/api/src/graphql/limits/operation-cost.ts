import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { INTROSPECTION_FIELDS } from './introspection';
import { ASSUMED_LIST_SIZE, DEFAULT_PAGE_ROWS, PAGE_ROWS_ARGUMENT } from './page-sizes';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/**
 * The most values an operation's answer can hold: every selected field counts one for each object
 * it is selected on, and a list multiplies what is selected under it by its size. A page's rows
 * count as many as the `pageRows` the operation gives (literally or in a variable), else the call's
 * default page; any other list counts ASSUMED_LIST_SIZE. So `devices(pageRows: 1000) { rows { id
 * name } }` costs 1 + 1 + 1,000 × 2. Each fragment is costed once per page size it is used under,
 * so fragments spread many times cost little to add up (the sum itself may be huge, and is refused).
 * Runs on a valid document (after validation), with the operation's variables as sent.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCosts = new Map<string, number>();
  const walking = new Set<string>();

  const fragmentCost = (name: string, pageRows: number | undefined): number => {
    const key = `${name}:${pageRows ?? ''}`;
    const known = fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    // A cycle or an unknown fragment: validation refuses the document, nothing to count.
    if (!fragment || !isCompositeType(type) || walking.has(key)) return 0;
    walking.add(key);
    const cost = costOf(fragment.selectionSet, type, pageRows);
    walking.delete(key);
    fragmentCosts.set(key, cost);
    return cost;
  };

  /** `pageRows`: the size of the lists directly in this selection, when it is a page's. */
  const costOf = (
    set: SelectionSetNode,
    type: GraphQLCompositeType,
    pageRows: number | undefined,
  ): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        cost += fragmentCost(selection.name.value, pageRows);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        cost += costOf(selection.selectionSet, isCompositeType(condition) ? condition : type, pageRows);
      } else {
        cost += fieldCost(selection, type, pageRows);
      }
    }
    return cost;
  };

  const fieldCost = (
    field: FieldNode,
    parent: GraphQLCompositeType,
    pageRows: number | undefined,
  ): number => {
    if (INTROSPECTION_FIELDS.has(field.name.value)) return 0;
    const definition = fieldOf(parent, field.name.value);
    if (!definition || !field.selectionSet) return 1;
    const type = getNamedType(definition.type);
    if (!isCompositeType(type)) return 1;
    const size = isListType(getNullableType(definition.type)) ? (pageRows ?? ASSUMED_LIST_SIZE) : 1;
    const rows = pageRowsOf(field, parent, definition, variables);
    return 1 + size * costOf(field.selectionSet, type, rows);
  };

  const root = schema.getRootType(operation.operation);
  return root ? costOf(operation.selectionSet, root, undefined) : 0;
}

function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** The page size a field asks for, when it answers a page: its `pageRows`, else the call's default. */
function pageRowsOf(
  field: FieldNode,
  parent: GraphQLCompositeType,
  definition: GraphQLField<unknown, unknown>,
  variables: Variables,
): number | undefined {
  const fallback = DEFAULT_PAGE_ROWS[`${parent.name}.${definition.name}`];
  if (!definition.args.some((arg) => arg.name === PAGE_ROWS_ARGUMENT)) return fallback;
  const given = field.arguments?.find((arg) => arg.name.value === PAGE_ROWS_ARGUMENT)?.value;
  let value: unknown;
  if (given?.kind === Kind.INT) value = Number(given.value);
  else if (given?.kind === Kind.VARIABLE) value = variables?.[given.name.value];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value
    : (fallback ?? ASSUMED_LIST_SIZE);
}
