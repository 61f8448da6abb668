/**
 * Every suite runs from TypeScript sources, no build needed. Nest 12 and a few of its dependencies
 * ship only as ES modules, which Jest's CommonJS registry cannot require; swc turns them into
 * CommonJS like our own sources.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const esmOnly = [
  '@nestjs',
  '@apollo/server',
  '@as-integrations',
  'graphql-ws',
  'uid',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  'load-esm',
  '@borewit',
  // The embedded geocoder's spatial index.
  'flatbush',
  'flatqueue',
];
module.exports = {
  // Node's, plus whether the running test failed, which the browser suites' hooks report on.
  testEnvironment: '<rootDir>/test/support/failure-aware-environment.ts',
  // CI has 2 cores running suites in parallel: whole-app suites boot a server per file.
  testTimeout: 60_000,
  // One process running every file in turn keeps a little of each file's modules: near the end of a
  // full run its heap was so full that a suite taking 3 s alone ran past 120 s. With a limit, Jest
  // runs the files in a worker it replaces whenever one leaves it holding more than this.
  workerIdleMemoryLimit: '1GB',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    // The gateway and the simulator are apps that the api also embeds; the rest of @gps/* are libs.
    '^@gps/(gateway|simulator)$': '<rootDir>/apps/$1/src/index.ts',
    '^@gps/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    // The web app imports single modules of the contracts (`@gps/contracts/constants`).
    '^@gps/contracts/([a-z/-]+)$': '<rootDir>/libs/contracts/src/$1.ts',
    // ... and the device models the decoders know, a data file of the protocols.
    '^@gps/protocols/known-models$': '<rootDir>/libs/protocols/src/known-models.ts',
  },
  testMatch: [
    '<rootDir>/libs/*/test/**/*.test.ts',
    '<rootDir>/apps/*/test/**/*.test.ts',
    '<rootDir>/test/**/*.test.ts',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
