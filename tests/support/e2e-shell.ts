import type { Locator, Page } from '@playwright/test';

/** The dashboard sidebar navigation (groups are headings, pages are links). */
export function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Sidebar' });
}

export const SIDEBAR_GROUPS = {
  'Product services': [
    'Dashboard',
    'Claims Intake',
    'Claims Review',
    'Settled Claims',
    'Denied Claims',
    'Replacement Devices',
    'Alerts',
  ],
  'Carrier services': ['Check', 'Check History', 'FinLock Removal'],
  'User Options': ['Manage Profile'],
} as const;
