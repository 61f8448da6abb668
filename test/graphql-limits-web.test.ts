import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { AUDIT_HISTORY_PAGE_ROWS } from '@gps/codes';
import { CLIENT_DEVICE_PAGE, PAGE_SIZES } from '@gps/contracts';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from '../apps/api/src/graphql/limits/graphql-settings';
import { OperationLimits } from '../apps/api/src/graphql/limits/operation-limits';

/**
 * Every document the web app sends must pass the GraphQL door's limits with room to spare: here,
 * limits half as large as the real ones (docs/decisions/graphql-limits.md). A page that outgrows
 * them fails here, not in front of a user.
 */
const HEADROOM = 2;

const root = join(__dirname, '..');
const schema = buildSchema(readFileSync(join(root, 'apps/api/schema.graphql'), 'utf8'));
const WEB_DOCUMENTS = join(root, 'apps/web/src/graphql');

/** The largest page the web app asks each list for (its pages' sizes). */
const LARGEST_PAGE: Readonly<Record<string, number>> = {
  devices: CLIENT_DEVICE_PAGE,
  expireServiceDevices: CLIENT_DEVICE_PAGE,
  fleets: Math.max(...PAGE_SIZES.fleets),
  accounts: Math.max(...PAGE_SIZES.accounts),
  permissions: Math.max(...PAGE_SIZES.permissions),
  systemLogs: PAGE_SIZES.systemLog,
  warnings: PAGE_SIZES.warnings,
  onlineStatistics: PAGE_SIZES.onlineTable,
  offlineDevices: PAGE_SIZES.offlineDevices,
  mileageMaintances: PAGE_SIZES.mileage,
  vipPlanItems: PAGE_SIZES.vipPlans,
  coupons: PAGE_SIZES.coupons,
  planItems: PAGE_SIZES.servicePlans,
  manualAdjustServiceLogs: PAGE_SIZES.finance,
  planOrders: PAGE_SIZES.finance,
  announcements: PAGE_SIZES.announcements,
  messages: PAGE_SIZES.messages,
  reports: PAGE_SIZES.reports,
  auditHistory: AUDIT_HISTORY_PAGE_ROWS,
};

const definitions: DefinitionNode[] = readdirSync(WEB_DOCUMENTS)
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => parse(readFileSync(join(WEB_DOCUMENTS, file), 'utf8')).definitions);
const fragments = new Map(
  definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]),
);
const operations = definitions.filter(
  (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
);

/** What Apollo Client puts on the wire: the operation, the fragments it uses, __typename everywhere. */
function asSent(operation: OperationDefinitionNode): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || used.has(spread.name.value)) return;
        used.set(spread.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
  return visit(document, {
    SelectionSet: {
      leave(set: SelectionSetNode, _key, parent) {
        const isRoot =
          parent &&
          !Array.isArray(parent) &&
          (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
        const hasTypename = set.selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === '__typename',
        );
        if (isRoot || hasTypename) return undefined;
        return {
          ...set,
          selections: [
            ...set.selections,
            { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
          ],
        };
      },
    },
  });
}

/** The operation's variables at their largest: the page size it is asked with. */
function largestVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const paged = operation.variableDefinitions?.some((v) => v.variable.name.value === 'pageRows');
  if (!paged) return {};
  const [field] = operation.selectionSet.selections;
  const name = field.kind === Kind.FIELD ? field.name.value : '';
  const largest = LARGEST_PAGE[name];
  if (largest === undefined) {
    throw new Error(
      `${operation.name?.value}: add the largest page the web app asks ${name} for to LARGEST_PAGE`,
    );
  }
  return { pageRows: largest };
}

const halved = Object.fromEntries(
  Object.entries(DEFAULT_GRAPHQL_LIMITS).map(([key, value]) => [key, Math.floor(value / HEADROOM)]),
) as unknown as GraphqlLimits;
const limits = new OperationLimits({ introspection: false, limits: halved });

describe("the web app's documents against the GraphQL limits", () => {
  it('finds the documents', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations.map((operation) => [operation.name?.value ?? '(anonymous)', operation] as const))(
    '%s passes limits half as large as the real ones',
    (_, operation) => {
      const source = print(asSent(operation));
      const document = limits.parse(source);
      expect(limits.validate(schema, document).map((e) => e.message)).toEqual([]);
      expect(() =>
        limits.checkCost(schema, document, operation.name?.value, largestVariables(operation)),
      ).not.toThrow();
      expect(Buffer.byteLength(JSON.stringify({ query: source }))).toBeLessThan(halved.wsMaxMessageBytes);
    },
  );
});
