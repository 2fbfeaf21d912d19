import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { CARRIER_CHECK_ID, renderCarrierPage } from '@/web/testing/render-carrier-page';
import { RequestFinLockButton } from './request-finlock-button';

afterEach(() => vi.unstubAllGlobals());

/** The button on a checked device whose FinLock request the server refuses with `status` and `body`. */
function renderRefusedRequest(status: number, body: { code: string; message: string }) {
  const view = renderCarrierPage({
    element: <RequestFinLockButton carrierCheckId={CARRIER_CHECK_ID} />,
    path: '/dashboard/vz-check',
    route: (method, path) =>
      method === 'POST' && path === '/api/v1/finlock-requests' ? { status, body } : undefined,
  });
  return view;
}

describe('Request FinLock Removal refused', () => {
  it.each([
    [
      'signed out (401)',
      401,
      { code: 'UNAUTHENTICATED', message: 'Not authenticated' },
      'You must be logged in to request a FinLock removal',
    ],
    [
      'of no organisation (403)',
      403,
      { code: 'NO_ORGANIZATION', message: 'Organization not found' },
      'No organization found',
    ],
    [
      'of no organisation, told by the code whatever its words (403)',
      403,
      { code: 'NO_ORGANIZATION', message: 'Organisation introuvable' },
      'No organization found',
    ],
  ])('says so to a user %s, with the reason, and stays on the page', async (_who, status, body, title) => {
    const { user, calls, router } = renderRefusedRequest(status, body);
    await user.click(screen.getByRole('button', { name: 'Request FinLock Removal' }));
    const toast = await findToast(title);
    expect(toast.getByText(body.message)).toBeTruthy();
    expect(screen.queryByText('Failed to create FinLock removal request')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/v1/finlock-requests')).toEqual([
      { method: 'POST', path: '/api/v1/finlock-requests', body: { carrierCheckId: CARRIER_CHECK_ID } },
    ]);
    expect(router.state.location.pathname).toBe('/dashboard/vz-check');
    expect(screen.getByRole('button', { name: 'Request FinLock Removal' })).toBeTruthy();
  });
});
