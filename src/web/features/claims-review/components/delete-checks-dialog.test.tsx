import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { CHECK_ID, CLEAN_IMEI } from '@/web/testing/make-check';
import { openRowMenu, renderReviewPage } from '@/web/testing/render-review-page';

afterEach(() => vi.unstubAllGlobals());

describe('row menu and deletion', () => {
  it('offers members only Review Claim', async () => {
    const { user } = renderReviewPage({ role: 'organization_member' });
    await openRowMenu(user, CLEAN_IMEI);
    expect(await screen.findByRole('menuitem', { name: 'Review Claim' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete all for IMEI' })).toBeNull();
  });

  it('lets a super admin delete one check after confirming', async () => {
    const { user, calls } = renderReviewPage({
      role: 'super_admin',
      route: (method) => (method === 'DELETE' ? { status: 204 } : undefined),
    });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/session')).toBe(true));
    await openRowMenu(user, CLEAN_IMEI);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText(/This action cannot be undone\.$/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast('Check Deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/v1/checks/${CHECK_ID}`);
  });

  it('names the 14-digit prefix with a wildcard when deleting all for an IMEI, and shows a failure', async () => {
    const { user, calls } = renderReviewPage({
      role: 'super_admin',
      route: (method) =>
        method === 'DELETE'
          ? { status: 500, body: { code: 'X', message: 'Database unavailable' } }
          : undefined,
    });
    await openRowMenu(user, CLEAN_IMEI);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete all for IMEI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(
      dialog.getByText(
        'This will permanently delete all checks for IMEI 35332811000001*. This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect((await findToast('Error')).getByText('Database unavailable')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/v1/checks/by-imei/${CLEAN_IMEI}`);
  });
});
