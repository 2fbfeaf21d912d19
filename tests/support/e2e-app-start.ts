import type { Page } from '@playwright/test';

/**
 * Opens `path` with the app's code held back: the page shows what the server sent (a public page rendered in
 * advance) and nothing more until `startApp` lets the code through.
 */
export async function openBeforeAppStarts(page: Page, path: string): Promise<{ startApp: () => void }> {
  let startApp: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    startApp = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Only as far as the page's arrival: the load waits for the held script.
  await page.goto(path, { waitUntil: 'commit' });
  return { startApp };
}

/** The served HTML's form (of a page rendered in advance), from its opening tag to its end. */
export function servedForm(html: string): string {
  return html.match(/<form[^>]*>.*?<\/form>/s)?.[0] ?? '';
}
