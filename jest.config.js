/**
 * Server tests: unit specs beside the code (server/src/**\/*.spec.ts) and API tests that boot the real app on a
 * real database (test/api). TEST_DATABASE=postgres runs the same API tests on a PostgreSQL server.
 * Transform and ESM settings: see ../shared/STACK-NOTES.md (NestJS 12 is ESM-only; swc compiles to CommonJS).
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/server/src/**/*.spec.ts',
    '<rootDir>/domain/test/**/*.spec.ts',
    '<rootDir>/test/api/**/*.spec.ts',
    // Documents drawn without the app or a database (a font's shaping, a PDF read back): on PGlite's step only.
    '<rootDir>/test/documents/**/*.spec.ts',
    // Files an operator runs the product with (docker-compose.yml), read as their tools read them.
    '<rootDir>/test/deploy/**/*.spec.ts',
    // Start the built server as a process: scripts/test.sh builds before running them.
    '<rootDir>/test/process/**/*.spec.ts',
    // Several built servers behind HAProxy (*.postgres.spec.ts: a step of their own in scripts/test.sh).
    '<rootDir>/test/scale/**/*.spec.ts',
  ],
  // `*.postgres.spec.ts` are about a PostgreSQL server (an outage, several server processes): they exist only in
  // the run on PostgreSQL (TEST_DATABASE=postgres), rather than showing as skipped on PGlite.
  testPathIgnorePatterns:
    process.env.TEST_DATABASE === 'postgres' ? ['/node_modules/'] : ['/node_modules/', '\\.postgres\\.spec\\.ts$'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(@nestjs|content-disposition|cookie)/).*/node_modules/'],
  // The park's shared facts are read from their TypeScript source, so a test needs no build of domain/ first.
  moduleNameMapper: {
    '^@kandy-park/domain$': '<rootDir>/domain/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testTimeout: 60_000,
  maxWorkers: 2,
};
