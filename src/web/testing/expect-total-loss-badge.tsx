import { render } from '@testing-library/react';
import { expect } from 'vitest';
import { TotalLossBadge } from '@/web/components/claim-type-name';

/** The 'Total Loss' badge looks the same on every screen: `badge` must be the shared one, colour included. */
export function expectTotalLossBadge(badge: HTMLElement) {
  const { container, unmount } = render(<TotalLossBadge />);
  expect(badge.outerHTML).toBe(container.innerHTML);
  unmount();
}
