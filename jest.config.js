/** Unit and contract suites: run from TypeScript sources, no build needed. */
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
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swc },
  moduleNameMapper: { '^@gps/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts' },
  testMatch: ['<rootDir>/libs/*/test/**/*.test.ts', '<rootDir>/apps/*/test/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/'],
};
