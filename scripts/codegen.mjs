// `npm run codegen`: regenerates apps/api/schema.graphql from the call catalogue, then the web app's typed
// GraphQL operations from that schema. Both are committed; test/codegen.test.ts fails when stale.
import { execSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

run('npx tsc -b apps/api');
run('node apps/api/dist/graphql/write-schema.js');
run('npx graphql-codegen --config codegen.yml');
