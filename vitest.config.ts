import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

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
