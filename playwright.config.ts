import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/support/e2e-chromium';

const isCi = Boolean(process.env.CI);

/**
 * End-to-end journeys on the system Chromium against the built app. Global setup starts a mail catcher and the
 * server on free loopback ports with a fresh database; see tests/support/e2e-global-setup.ts.
 */
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/support/e2e-global-setup.ts',
  fullyParallel: true,
  // Three: with two, the CI machine's two cores were busy only about 60 % of the run (pages waiting on the server).
  workers: 3,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  // The longest journeys (two sign-ins, a settlement and two deletions) take 15 to 20 s on a quiet 2-core machine and
  // passed 30 s when the machine was shared; a test that hangs still fails, a minute later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'UTC',
  },
  projects: [{ name: 'chromium' }],
});
