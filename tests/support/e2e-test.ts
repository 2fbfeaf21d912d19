import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { e2eSetting } from './e2e-env';

/** The Origin the app's pages send: the server refuses an unsafe request carrying the session cookie without it. */
export const appOrigin = () => new URL(e2eSetting('baseUrl')).origin;

/**
 * A console message a test provokes on purpose, with why: Chromium logs every 4xx/5xx response as "Failed to load
 * resource", so a test that sends a wrong password or meets a failing provider allows that answer of that URL.
 */
export interface AllowedConsoleMessage {
  /** The message's text, and the path of the URL it names (a failed request's), when given. */
  text: RegExp;
  path?: RegExp;
  reason: string;
}

/** "Failed to load resource" for one status of requests whose path matches `path`. */
export function failedRequest(status: number, path: RegExp, reason: string): AllowedConsoleMessage {
  return { text: new RegExp(`status of ${status} \\(`), path, reason };
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
      const said: Array<{ line: string; text: string; path: string }> = [];
      const allowed: AllowedConsoleMessage[] = [];
      const tell = (line: string, text: string, url = '') =>
        said.push({ line, text, path: URL.canParse(url) ? new URL(url).pathname : url });
      page.on('pageerror', (error) => tell(`page error: ${error.message}`, error.message));
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const { url } = message.location();
        tell(
          `console.${type === 'warning' ? 'warn' : 'error'}: ${message.text()} (${url})`,
          message.text(),
          url,
        );
      });
      await use({ allow: (...messages) => allowed.push(...messages) });
      const faults = said
        .filter(
          ({ text, path }) =>
            !allowed.some((allow) => allow.text.test(text) && (allow.path?.test(path) ?? true)),
        )
        .map(({ line }) => line);
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
