import type { Page } from '@playwright/test';
import { expect } from './e2e-test';

/**
 * The page scrolls only up and down: wide content scrolls sideways inside its own box. Asked until the layout has
 * settled (after a resize the sidebar folds to its narrow form on the next render).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.scrollingElement as Element;
          return root.scrollWidth - root.clientWidth;
        }),
      { message: 'the page is wider than the window' },
    )
    .toBeLessThanOrEqual(0);
}
