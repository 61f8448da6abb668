import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { callInput, permissionSlots, rightsList } from '../src/graphql/dispatch';

const ROOT = join(__dirname, '..', '..', '..');
const SCHEMA_FILE = join(__dirname, '..', 'schema.graphql');
const PRINT_SCHEMA = join(__dirname, '..', 'src', 'graphql', 'print-schema.ts');
const DISPATCHER = join(__dirname, '..', 'src', 'application', 'dispatcher.ts');

/**
 * Runs in a child Node process: Nest 12 and @nestjs/graphql 14 are ES modules, which Jest cannot
 * require on Node 20 while Node itself can. TypeScript goes through the same swc transform as Jest's.
 * The resolvers use the Dispatcher class only as a DI token, which the schema never reads, so a stub
 * stands in for it: the schema depends on the decorators alone, not on the application loading.
 */
const CHILD = `
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const [root, entry, dispatcher] = process.argv.slice(1);
const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
Module._extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@gps\\/([a-z-]+)$/.exec(request);
  return resolve.call(this, lib ? path.join(root, 'libs', lib[1], 'src', 'index.ts') : request, ...rest);
};
const stub = new Module(dispatcher);
stub.filename = dispatcher;
stub.loaded = true;
stub.exports = { Dispatcher: class Dispatcher {} };
Module._cache[dispatcher] = stub;
require(entry)
  .printGeneratedSchema()
  .then((sdl) => process.stdout.write(sdl))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
`;

function generateSchema(): string {
  const run = spawnSync(process.execPath, ['-e', CHILD, ROOT, PRINT_SCHEMA, DISPATCHER], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  if (run.status !== 0) throw new Error(`printing the schema failed:\n${run.stderr}`);
  return run.stdout;
}

describe('apps/api/schema.graphql', () => {
  it('is what the resolvers generate (GRAPHQL_WRITE_SCHEMA=1 rewrites it)', () => {
    const generated = generateSchema();
    if (process.env.GRAPHQL_WRITE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, generated);
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    try {
      expect(committed).toBe(generated);
    } catch (error) {
      if (error instanceof Error)
        error.message = `schema.graphql is stale: run npm run codegen\n\n${error.message}`;
      throw error;
    }
  }, 60_000);
});

describe('GraphQL arguments to call input', () => {
  it('leaves out absent and null arguments', () => {
    expect(callInput({ pageIndex: 0, pageRows: null, keyword: undefined })).toEqual({ pageIndex: 0 });
  });

  it('keeps null where the call gives it a meaning', () => {
    const args = { deviceSerialNumber: '1', fleetId: null, serviceStatusCode: null, carName: null };
    expect(callInput(args, ['fleetId', 'serviceStatusCode'])).toEqual({
      deviceSerialNumber: '1',
      fleetId: null,
      serviceStatusCode: null,
    });
  });

  it('lists a rights map by function id', () => {
    expect(rightsList({ '10': '1111', '2': '0001' })).toEqual([
      { functionId: 2, flags: '0001' },
      { functionId: 10, flags: '1111' },
    ]);
    expect(rightsList([{ functionId: 1, flags: '1000' }])).toEqual([{ functionId: 1, flags: '1000' }]);
    expect(rightsList(undefined)).toEqual([]);
  });

  it('reads permission slots from a flag string or a list', () => {
    expect(permissionSlots('101')).toEqual([1, 0, 1]);
    expect(permissionSlots([1, 1, 0])).toEqual([1, 1, 0]);
  });
});
