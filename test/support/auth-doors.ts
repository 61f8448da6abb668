import { imeiOf } from '@gps/codes';
import { ADMIN_PASSWORD, sha, type Envelope, type TestApp } from './app-harness';
import { graphqlTwin } from './any-call';

/**
 * One call, two doors, for the suites on sign-in, sessions, accounts, permissions, settings and the
 * system log. A test written against `Door` runs the same case through `/api/<call>` and through the
 * GraphQL field of the same capability, and reads both answers as the /api envelope
 * `{code, message, data}` (GraphQL: `extensions.code`, with `extensions.detail` as `data`).
 *
 * Every call carries a caller address (X-Forwarded-For; start the app with TRUST_PROXY=1), a fresh
 * one unless the test gives one, so sign-in throttling per address never couples two tests.
 */

export type DoorName = '/api' | 'GraphQL';

export interface CallOptions {
  token?: string;
  /** Caller address; a fresh one when absent. */
  ip?: string;
  /** Idempotency key: /api `requestId` in the body, GraphQL `Idempotency-Key` header. */
  requestId?: string;
}

export interface Door {
  readonly name: DoorName;
  /** Whether this helper can send the call through this door. */
  supports(call: string): boolean;
  call<T = any>(call: string, input?: Record<string, unknown>, options?: CallOptions): Promise<Envelope<T>>;
  /** Like call, but fails the test with the server's message unless the code is 0. */
  ok<T = any>(call: string, input?: Record<string, unknown>, options?: CallOptions): Promise<T>;
}

let lastIp = 0;
/** An address no other call has used (from 198.51.0.0/16 upwards). */
export function freshIp(): string {
  lastIp += 1;
  return `198.${51 + (lastIp >> 16)}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

let lastName = 0;
/** A name no other test has used, valid as an account name (letters, digits, `_`). */
export function uniqueName(prefix = 'u'): string {
  lastName += 1;
  return `${prefix}_${lastName}_${Math.random().toString(36).slice(2, 7)}`;
}

const SESSION =
  'token accountId accountType account alias permissions rights { functionId flags } parentFleetId idleSeconds';
const ACCOUNT = 'id account alias permissionId permissionName statusCode email lastLoginTimestamp createDate';
const PERMISSION = 'id name sort rights { functionId flags }';
const FLEET = 'id account alias email permissions parentFleetId statusCode numberOfDevices';
const DEVICE = 'deviceSerialNumber carName email fleetId hasPassword';
const LOG = 'id timestamp accountId account action functionId outcome detail ip';
const VOICE = 'id deviceSerialNumber fileName contentType size recordedAt uploadedAt uploadedBy url';

interface GqlCall {
  document: string;
  /** GraphQL variables from the /api input (default: the input itself). */
  variables?: (input: Record<string, unknown>) => Record<string, unknown>;
}

const asInput = (input: Record<string, unknown>) => ({ input });
const withFilter = ({ pageIndex, pageRows, ...filter }: Record<string, unknown>) => ({
  filter,
  pageIndex,
  pageRows,
});
const PAGE_ARGS = '($keyword: String, $pageIndex: Int, $pageRows: Int)';
const PAGE_VARS = '(keyword: $keyword, pageIndex: $pageIndex, pageRows: $pageRows)';

/** The GraphQL twin of each /api call the suites use; the field is always aliased `result`. */
const GRAPHQL: Record<string, GqlCall> = {
  loginAccount: {
    document: `mutation($account: String!, $password: String!) { result: loginAccount(account: $account, password: $password) { ${SESSION} } }`,
  },
  login: {
    document: `mutation($input: ClientLoginInput!) { result: login(input: $input) { ${SESSION} } }`,
    variables: asInput,
  },
  logout: { document: 'mutation { result: logout }' },
  me: { document: `query { result: me { ${SESSION} } }` },
  forgetAccountPassword: {
    document:
      'mutation($account: String!, $email: String!) { result: forgetAccountPassword(account: $account, email: $email) }',
  },
  requestForgetPassword: {
    document:
      'mutation($account: String!, $email: String!) { result: requestForgetPassword(account: $account, email: $email) }',
  },
  resetAccountPassword: {
    document:
      'mutation($resetKey: String!, $password: String!) { result: resetAccountPassword(resetKey: $resetKey, password: $password) }',
  },
  resetPassword: {
    document:
      'mutation($resetKey: String!, $password: String!) { result: resetPassword(resetKey: $resetKey, password: $password) }',
  },
  getAccounts: {
    document: `query${PAGE_ARGS} { result: accounts${PAGE_VARS} { total rows { ${ACCOUNT} } } }`,
  },
  createAccount: {
    document: `mutation($input: CreateAccountInput!) { result: createAccount(input: $input) { ${ACCOUNT} } }`,
    variables: asInput,
  },
  editAccount: {
    document: `mutation($input: EditAccountInput!) { result: editAccount(input: $input) { ${ACCOUNT} } }`,
    variables: asInput,
  },
  deleteAccount: { document: 'mutation($id: ID!) { result: deleteAccount(id: $id) }' },
  getPermissions: {
    document: `query${PAGE_ARGS} { result: permissions${PAGE_VARS} { total rows { ${PERMISSION} } } }`,
  },
  createPermission: {
    document: `mutation($input: CreatePermissionInput!) { result: createPermission(input: $input) { ${PERMISSION} } }`,
    variables: asInput,
  },
  editPermission: {
    document: `mutation($input: EditPermissionInput!) { result: editPermission(input: $input) { ${PERMISSION} } }`,
    variables: asInput,
  },
  deletePermission: { document: 'mutation($id: ID!) { result: deletePermission(id: $id) }' },
  getSystemSettings: { document: 'query { result: systemSettings { id value } }' },
  editSystemSetting: {
    document:
      'mutation($id: String!, $value: String!) { result: editSystemSetting(id: $id, value: $value) { id value } }',
  },
  getSystemLogs: {
    document: `query${PAGE_ARGS} { result: systemLogs${PAGE_VARS} { total rows { ${LOG} } } }`,
  },
  getFleets: {
    document: `query($filter: FleetFilter, $pageIndex: Int, $pageRows: Int) { result: fleets(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${FLEET} } } }`,
    variables: withFilter,
  },
  createFleet: {
    document: `mutation($input: CreateFleetInput!) { result: createFleet(input: $input) { ${FLEET} } }`,
    variables: asInput,
  },
  editFleet: {
    document: `mutation($input: EditFleetInput!) { result: editFleet(input: $input) { ${FLEET} } }`,
    variables: asInput,
  },
  deleteFleet: { document: 'mutation($id: ID!) { result: deleteFleet(id: $id) }' },
  getSubFleets: {
    document: `query($parentFleetId: ID!) { result: subFleets(parentFleetId: $parentFleetId) { total rows { ${FLEET} } } }`,
  },
  createSubFleet: {
    document: `mutation($input: CreateSubFleetInput!) { result: createSubFleet(input: $input) { ${FLEET} } }`,
    variables: asInput,
  },
  editSubFleet: {
    document: `mutation($input: EditSubFleetInput!) { result: editSubFleet(input: $input) { ${FLEET} } }`,
    variables: asInput,
  },
  deleteSubFleet: { document: 'mutation($id: ID!) { result: deleteSubFleet(id: $id) }' },
  addDevices: {
    document:
      'mutation($deviceSerialNumbers: [String!]!) { result: addDevices(deviceSerialNumbers: $deviceSerialNumbers) { added duplicates invalid } }',
  },
  editDevice: {
    document: `mutation($input: EditDeviceInput!) { result: editDevice(input: $input) { ${DEVICE} } }`,
    variables: asInput,
  },
  allocationDevice: {
    document: `mutation($deviceSerialNumbers: [String!]!, $fleetId: ID) { result: allocationDevice(deviceSerialNumbers: $deviceSerialNumbers, fleetId: $fleetId) { ${DEVICE} } }`,
  },
  stopDeviceService: {
    document: `mutation($deviceSerialNumbers: [String!]!) { result: stopDeviceService(deviceSerialNumbers: $deviceSerialNumbers) { ${DEVICE} } }`,
  },
  getExpireServiceDevices: {
    document: `query($pageIndex: Int, $pageRows: Int) { result: expireServiceDevices(pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${DEVICE} } } }`,
  },
  getDevices: {
    document: `query($filter: DeviceFilter, $pageIndex: Int, $pageRows: Int) { result: devices(filter: $filter, pageIndex: $pageIndex, pageRows: $pageRows) { total rows { ${DEVICE} } } }`,
    variables: withFilter,
  },
  getVoiceRecorderLogs: {
    document: `query($deviceSerialNumber: String!) { result: voiceRecorderLogs(deviceSerialNumber: $deviceSerialNumber) { total rows { ${VOICE} } } }`,
  },
  uploadVoiceRecorderLogs: {
    document: `mutation($deviceSerialNumber: String!, $fileName: String!, $data: String!, $recordedAt: Float) { result: uploadVoiceRecorderLogs(deviceSerialNumber: $deviceSerialNumber, fileName: $fileName, data: $data, recordedAt: $recordedAt) { ${VOICE} } }`,
  },
  remoteCommand: {
    document:
      'mutation($input: RemoteCommandInput!) { result: remoteCommand(input: $input) { commandId status } }',
    variables: asInput,
  },
  getDeviceSendCommandLog: {
    document:
      'query($deviceSerialNumber: String!) { result: deviceSendCommandLog(deviceSerialNumber: $deviceSerialNumber) { total } }',
  },
  getGatewayStatus: {
    document: 'query { result: gatewayStatus { gateways { id } } }',
  },
};

function headers(options: CallOptions, bearer: boolean): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-forwarded-for': options.ip ?? freshIp(),
    ...(bearer && options.token !== undefined ? { authorization: `Bearer ${options.token}` } : {}),
    ...(bearer && options.requestId !== undefined ? { 'idempotency-key': options.requestId } : {}),
  };
}

async function viaApi<T>(
  app: TestApp,
  call: string,
  input: Record<string, unknown>,
  options: CallOptions,
): Promise<Envelope<T>> {
  const body = {
    ...input,
    ...(options.token === undefined ? {} : { userToken: options.token }),
    ...(options.requestId === undefined ? {} : { requestId: options.requestId }),
  };
  const res = await fetch(`${app.server.url}/api/${call}`, {
    method: 'POST',
    headers: headers(options, false),
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

interface GraphqlError {
  message: string;
  extensions?: { code?: unknown; detail?: unknown; stacktrace?: unknown };
}

async function viaGraphql<T>(
  app: TestApp,
  call: string,
  input: Record<string, unknown>,
  options: CallOptions,
): Promise<Envelope<T>> {
  // A call without its own document here takes the one derived from the schema.
  const spec = GRAPHQL[call] ?? graphqlTwin(call);
  if (!spec) throw new Error(`no GraphQL twin for ${call}`);
  const res = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: headers(options, true),
    body: JSON.stringify({ query: spec.document, variables: (spec.variables ?? ((i) => i))(input) }),
  });
  const body = (await res.json()) as { data?: { result?: T } | null; errors?: GraphqlError[] };
  const error = body.errors?.[0];
  if (error) {
    if (error.extensions?.stacktrace !== undefined)
      throw new Error(`${call}: a GraphQL error with a stack trace`);
    const code = error.extensions?.code;
    if (typeof code !== 'number')
      throw new Error(`${call}: a GraphQL error without a numeric code: ${error.message}`);
    return {
      code,
      message: error.message,
      ...(error.extensions?.detail !== undefined ? { data: error.extensions.detail as T } : {}),
    };
  }
  return { code: 0, message: 'OK', data: body.data?.result as T };
}

function door(app: () => TestApp, name: DoorName): Door {
  const call = <T>(c: string, input: Record<string, unknown> = {}, options: CallOptions = {}) =>
    name === '/api' ? viaApi<T>(app(), c, input, options) : viaGraphql<T>(app(), c, input, options);
  return {
    name,
    supports: (c: string) => name === '/api' || c in GRAPHQL || graphqlTwin(c) !== undefined,
    call,
    async ok<T>(c: string, input: Record<string, unknown> = {}, options: CallOptions = {}) {
      const res = await call<T>(c, input, options);
      if (res.code !== 0) throw new Error(`${name} ${c} answered ${res.code}: ${res.message}`);
      return res.data as T;
    },
  };
}

/** Both doors over the app a suite starts in beforeAll: `describe.each(bothDoors(() => app))`. */
export function bothDoors(app: () => TestApp): Door[] {
  return [door(app, '/api'), door(app, 'GraphQL')];
}

export { ADMIN_PASSWORD, sha };

export interface Session {
  token: string;
  accountId: string;
  accountType: number;
  account: string;
  alias: string | null;
  permissions: number[];
  rights: { functionId: number; flags: string }[];
  parentFleetId: string | null;
  idleSeconds: number;
}

/** Signs the first administrator in through /api (from 127.0.0.1, where the suites make no failed sign-ins). */
export const rootToken = (app: TestApp): Promise<string> => app.adminToken('admin', ADMIN_PASSWORD);

/** Rights as the calls take them, from a map function id -> flags. */
export const rightsOf = (rights: Record<number, string>) =>
  Object.entries(rights).map(([functionId, flags]) => ({ functionId: Number(functionId), flags }));

/** Every function id with these flags, overridden by `given`. */
export function allRights(flags: string, given: Record<number, string> = {}): Record<number, string> {
  return Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i + 1, given[i + 1] ?? flags]));
}

export interface TestAdmin {
  id: string;
  account: string;
  password: string;
  permissionId: string;
  email: string | null;
}

/**
 * A new administrator in a new permission group with exactly these rights (functions not given get
 * '0000'; no rights at all: every right), created by the first administrator through /api.
 */
export async function createAdmin(
  app: TestApp,
  options: { rights?: Record<number, string>; email?: string; statusCode?: number } = {},
): Promise<TestAdmin> {
  const root = await rootToken(app);
  const rights = options.rights ? allRights('0000', options.rights) : allRights('1111');
  const group = await app.ok(
    'createPermission',
    { name: uniqueName('group'), rights: rightsOf(rights) },
    root,
  );
  const account = uniqueName('admin');
  const password = `pw-${account}`;
  const created = await app.ok(
    'createAccount',
    {
      account,
      password,
      alias: `Alias ${account}`,
      permissionId: group.id,
      ...(options.email ? { email: options.email } : {}),
      ...(options.statusCode ? { statusCode: options.statusCode } : {}),
    },
    root,
  );
  return { id: created.id, account, password, permissionId: group.id, email: options.email ?? null };
}

/** Signs an administrator in through the given door and returns the token. */
export async function signIn(d: Door, account: string, password: string, ip?: string): Promise<string> {
  return (await d.ok<Session>('loginAccount', { account, password: sha(password) }, { ip })).token;
}

/** Signs a fleet (account) or a device (serial number) in through the given door. */
export async function signInClient(
  d: Door,
  who: { account: string } | { deviceSerialNumber: string },
  password: string,
  ip?: string,
): Promise<string> {
  return (await d.ok<Session>('login', { ...who, password: sha(password) }, { ip })).token;
}

/** A main fleet created by the first administrator through /api; its password is `pw-<account>`. */
export async function createFleet(app: TestApp, extra: Record<string, unknown> = {}) {
  const account = uniqueName('fleet');
  const password = `pw-${account}`;
  const fleet = await app.ok(
    'createFleet',
    { account, password, alias: `Fleet ${account}`, ...extra },
    await rootToken(app),
  );
  return { id: fleet.id as string, account, password };
}

let lastSerial = 0;
/** A device added by the first administrator through /api, without a password. */
export async function addDevice(app: TestApp): Promise<string> {
  lastSerial += 1;
  const serial = imeiOf(
    `87${String(process.pid % 1e5).padStart(5, '0')}${String(lastSerial).padStart(7, '0')}`,
  );
  const added = await app.ok('addDevices', { deviceSerialNumbers: [serial] }, await rootToken(app));
  if (added.added[0] !== serial) throw new Error(`device ${serial} was not added`);
  return serial;
}

/** The reset key in the last mail sent to this address. */
export function resetKeyMailedTo(app: TestApp, email: string): string {
  const mail = [...app.mails].reverse().find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const key = /reset key: (\S+)/.exec(mail.text)?.[1];
  if (!key) throw new Error(`no reset key in the mail to ${email}`);
  return key;
}

export const MINUTE = 60_000;
