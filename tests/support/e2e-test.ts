import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { e2eSetting } from './e2e-env';

/** Browser messages that are not faults of the page: Chromium logs every 4xx/5xx response (401 when signed out). */
const EXPECTED_CONSOLE_ERRORS = [/^Failed to load resource: the server responded with a status of \d+/];

/** The Origin the app's pages send: the server refuses an unsafe request carrying the session cookie without it. */
export const appOrigin = () => new URL(e2eSetting('baseUrl')).origin;

/**
 * The e2e `test`: baseURL points at the server global setup started, and an uncaught page error or a stray
 * console.error fails the test (CONTRIBUTING.md), with the messages in the failure. The `request` context of API set-up
 * steps sends the app's Origin as its pages do; the browser context's headers stay Chromium's own, so the pages'
 * requests are tested as a browser sends them.
 */
export const test = base.extend<{ browserFaults: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => use(e2eSetting('baseUrl')),
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { origin: appOrigin() } });
    await use(request);
    await request.dispose();
  },
  browserFaults: [
    async ({ page }, use) => {
      const faults: string[] = [];
      page.on('pageerror', (error) => faults.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(message.text()))) return;
        faults.push(`console.error: ${message.text()}`);
      });
      await use(faults);
      expect(faults, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A sonner toast containing `text` (title or description). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/** Expects a toast showing this title and, when given, this description. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const matching = description ? toast(page, title).filter({ hasText: description }) : toast(page, title);
  await expect(matching.first()).toBeVisible();
}
