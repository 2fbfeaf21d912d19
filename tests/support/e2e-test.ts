import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { e2eSetting } from './e2e-env';

/** The Origin the app's pages send: the server refuses an unsafe request carrying the session cookie without it. */
export const appOrigin = () => new URL(e2eSetting('baseUrl')).origin;

/**
 * A console message a test provokes on purpose, with why: Chromium logs every 4xx/5xx response as "Failed to load
 * resource", so a test that sends a wrong password or meets a failing provider allows that answer of that URL.
 */
export interface AllowedConsoleMessage {
  /** Matched against "<message> (<url of the request or script>)". */
  pattern: RegExp;
  reason: string;
}

/** "Failed to load resource" for one status of URLs matching `url`. */
export function failedRequest(status: number, url: RegExp, reason: string): AllowedConsoleMessage {
  return { pattern: new RegExp(`status of ${status} \\(.*\\) \\(.*${url.source}`), reason };
}

/** What the browser said: `allow` the messages this test provokes on purpose, each with its reason. */
export interface BrowserConsole {
  allow: (...messages: AllowedConsoleMessage[]) => void;
}

/**
 * The e2e `test`: baseURL points at the server global setup started, and an uncaught page error or any console error
 * or warning fails the test, with the messages in the failure, unless the test allows that message
 * (`browserConsole.allow(failedRequest(...))`). The `request` context of API set-up steps sends the app's Origin as
 * its pages do; the browser context's headers stay Chromium's own, so the pages' requests are tested as a browser
 * sends them.
 */
export const test = base.extend<{ browserConsole: BrowserConsole }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  baseURL: async ({}, use) => use(e2eSetting('baseUrl')),
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { origin: appOrigin() } });
    await use(request);
    await request.dispose();
  },
  browserConsole: [
    async ({ page }, use) => {
      const said: string[] = [];
      const allowed: AllowedConsoleMessage[] = [];
      page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        said.push(
          `console.${type === 'warning' ? 'warn' : 'error'}: ${message.text()} (${message.location().url})`,
        );
      });
      await use({ allow: (...messages) => allowed.push(...messages) });
      const faults = said.filter((text) => !allowed.some(({ pattern }) => pattern.test(text)));
      expect(faults, 'the browser reported errors or warnings').toEqual([]);
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
