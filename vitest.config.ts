import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** Seconds each slow test file took in a measured run (scripts/slow-test-files.mjs writes it). */
const slowFiles: Record<string, number> = JSON.parse(
  readFileSync(new URL('./tests/support/slow-test-files.json', import.meta.url), 'utf8'),
);

/**
 * Starts the files known to be slow first, slowest first, then the rest in Vitest's own order. Vitest orders a fresh
 * clone's files by project name, so the input fuzzing (the longest file, in a late project) used to start two thirds
 * into the embedded pass and run alone at its end while the other workers sat idle.
 */
class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const seconds = (file: TestSpecification) =>
      slowFiles[path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/')] ?? 0;
    // Array.prototype.sort is stable: files of equal weight keep Vitest's order.
    return sorted.sort((a, b) => seconds(b) - seconds(a));
  }
}

const SERVER_TESTS = ['src/server/**/*.test.ts', 'simulators/**/*.test.ts', 'tests/security/**/*.test.ts'];
/** Server test files that replace a module with vi.mock: they need a module graph of their own. */
const MOCKING_SERVER_TESTS = [
  'src/server/plugins/authorization.test.ts',
  'tests/security/input-fuzzing.test.ts',
  'tests/security/authorization-matrix.test.ts',
  'tests/security/api-key-matrix.test.ts',
  'tests/security/list-isolation.test.ts',
];
const serverTests = {
  environment: 'node',
  globalSetup: ['tests/support/server-global-setup.ts'],
  setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/fail-on-deprecation.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          ...serverTests,
          name: 'server',
          include: SERVER_TESTS,
          exclude: MOCKING_SERVER_TESTS,
          // One module graph per worker, not per file: importing the app for each of ~90 files cost more than a
          // third of the server passes. Files that mock a module keep their own graph (the next project).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...serverTests, name: 'server-mocking', include: MOCKING_SERVER_TESTS },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/fail-on-console-error.ts', 'src/web/testing/setup.ts'],
          // One module graph and page per worker, not per file (the setup file cleans the page and the notices
          // after each test): a fresh happy-dom and React for each of ~60 files cost most of the web run's time.
          isolate: false,
          // Typing with user-event takes seconds when the machine's two cores are busy (seen: 5.2 s under load).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
