// Mutation testing of the domain rules against the domain unit tests alone: `npm run test:mutation`.
// Incremental: the results are kept in stryker-incremental.json (committed), and a run tests again only the mutants
// whose code or covering tests changed since (`npm run test:mutation -- --force` tests them all, in minutes).
// `npm test` runs it against a copy of that file, so CI re-tests whatever a commit changed in src/domain even when
// the file was not refreshed. The HTML report lands in reports/mutation/index.html.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.domain.config.ts', related: false },
  // Reply contracts are declarations, checked by the route tests and the web's tests on both sides of each reply.
  mutate: [
    'src/domain/**/*.ts',
    '!src/domain/**/*.test.ts',
    '!src/domain/contracts/**',
    'src/domain/contracts/wire.ts',
  ],
  coverageAnalysis: 'perTest',
  // A static mutant (in code that runs only when its module loads: a text, a list, a schema's chain) would need every
  // domain test run again for each, about 350 full runs; they are left out of the score. What runs inside a test (a
  // rule, a text that takes a value, a schema's own checks) is measured against the tests that reach it.
  ignoreStatic: true,
  // The sandbox needs only the domain, its tests, their fixtures and configuration (node_modules is linked,
  // not copied). tsconfig.json stays out: Stryker would rewrite it through the TypeScript compiler's JavaScript
  // API, which TypeScript 7 does not have, and Vitest transpiles the tests without it.
  ignorePatterns: [
    '/*',
    '!/src',
    '/src/*',
    '!/src/domain',
    '!/tests',
    '!/package.json',
    '!/vitest.domain.config.ts',
  ],
  tempDirName: 'reports/mutation/.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // The surviving mutants and the files short of 100 %, not the list of every test (a thousand lines in CI's log).
  clearTextReporter: { reportTests: false, skipFull: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  concurrency: 2,
  // Below 90 % of the mutants killed by the domain tests the run fails.
  thresholds: { high: 95, low: 90, break: 90 },
};
