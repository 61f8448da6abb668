import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { printGeneratedSchema } from '../apps/api/src/graphql/print-schema';

const ROOT = join(__dirname, '..');
const STALE = 'generated files are stale: run `npm run codegen` and commit the result';

/** Both generated artefacts are committed; these fail when either no longer matches its source. */
describe('generated GraphQL artefacts', () => {
  it('apps/api/schema.graphql is what the resolvers generate', async () => {
    const committed = readFileSync(join(ROOT, 'apps/api/schema.graphql'), 'utf8');
    expect({ file: 'apps/api/schema.graphql', content: committed, hint: STALE }).toEqual({
      file: 'apps/api/schema.graphql',
      content: await printGeneratedSchema(),
      hint: STALE,
    });
  }, 60_000);

  it("the web app's typed operations are what codegen makes of the schema and its documents", async () => {
    // Codegen's CLI pulls in ES-only modules Jest cannot load; plain Node runs it without writing.
    const script =
      "const cli = require('@graphql-codegen/cli');" +
      "cli.loadCodegenConfig({ configFilePath: 'codegen.yml' })" +
      '.then(({ config }) => cli.generate({ ...config, cwd: process.cwd(), silent: true }, false))' +
      '.then((o) => process.stdout.write(JSON.stringify(o)))';
    const outputs: { filename: string; content: string }[] = JSON.parse(
      execFileSync(process.execPath, ['-e', script], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    );
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const committed = readFileSync(join(ROOT, output.filename), 'utf8');
      expect({ file: output.filename, content: committed, hint: STALE }).toEqual({
        file: output.filename,
        content: output.content,
        hint: STALE,
      });
    }
  }, 60_000);
});
