import type { Page } from '@playwright/test';
import { expect } from './e2e-test';

/** The page scrolls only up and down: wide content scrolls sideways inside its own box. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement as Element;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, 'the page is wider than the window').toBeLessThanOrEqual(clientWidth);
}
