#!/usr/bin/env node
/**
 * Package entry. Importing it gives the library (so `require('@gps/simulator')` is side-effect
 * free); running it as a script starts the CLI.
 */
import { runCli } from './cli/run';

export * from './index';

if (require.main === module) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `simulate: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
