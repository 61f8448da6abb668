import { writeFile } from 'node:fs/promises';
import { printGeneratedSchema } from './print-schema';
import { SCHEMA_FILE } from './schema-file';

/** CLI of `npm run codegen`: rewrites apps/api/schema.graphql from the call catalogue. */
printGeneratedSchema()
  .then((sdl) => writeFile(SCHEMA_FILE, sdl))
  .then(() => console.log(`wrote ${SCHEMA_FILE}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
