// Mutation testing of the domain rules against the domain unit tests alone: `npm run test:mutation`.
// Slow (minutes), so it is not part of `npm test`; the HTML report lands in reports/mutation/index.html.
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
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  // Below 90 % of the mutants killed by the domain tests the run fails.
  thresholds: { high: 95, low: 90, break: 90 },
};
