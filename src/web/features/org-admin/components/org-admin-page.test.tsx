import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LATE_CLAIM_ID,
  renderOrgAdmin,
  WRITE_OFF_ID,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { expectTotalLossBadge } from '@/web/testing/expect-total-loss-badge';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

describe('Org Admin Panel', () => {
  it('shows the organisation, its overview, claim types with Total Loss, reasons and the team', async () => {
    renderOrgAdmin();
    expect(await screen.findByText('Acme Insurance · acme.test')).toBeTruthy();
    expect(screen.getByText('Invitation form for name@acme.test')).toBeTruthy();
    expect(screen.getByText('Total Members').nextSibling?.textContent).toBe('3');
    const types = within(await screen.findByRole('list', { name: 'Claim types' }));
    expect(types.getByText('Write-off')).toBeTruthy();
    expectTotalLossBadge(types.getByText('Total Loss'));
    expect(await screen.findByText('Late claim')).toBeTruthy();
    expect(await screen.findByText('ada@acme.test')).toBeTruthy();
    expect(screen.getByText('Organization Admin')).toBeTruthy();
    expect(screen.getByText('No role assigned')).toBeTruthy();
  });

  it('marks the member whose invitation is pending, with when the link expires', async () => {
    renderOrgAdmin();
    const row = (email: string) => (screen.getByText(email).closest('tr') as HTMLElement).textContent;
    await screen.findByText('new@acme.test');
    expect(row('new@acme.test')).toContain('Pending');
    expect(row('new@acme.test')).toContain('Invitation expires 12/31/2999');
    expect(row('ada@acme.test')).not.toContain('Pending');
    expect(row('ada@acme.test')).not.toContain('Invitation');
  });

  it('says when the claim types or the denial reasons cannot be loaded, with the reason, and tries again', async () => {
    let failing = true;
    const { user, calls } = renderOrgAdmin((_method, path) => {
      if (failing && path === '/api/v1/claim-types') {
        return {
          status: 500,
          body: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' },
        };
      }
      if (path === '/api/v1/denial-reasons')
        return { status: 403, body: { code: 'NO_ORGANIZATION', message: 'Organization not found' } };
      return undefined;
    });
    const alerts = await screen.findAllByRole('alert');
    const claimTypes = alerts.find((alert) => alert.textContent?.includes('Failed to load claim types'));
    const reasons = alerts.find((alert) => alert.textContent?.includes('Failed to load denial reasons'));
    expect(within(claimTypes as HTMLElement).getByText('Something went wrong on our side.')).toBeTruthy();
    expect(within(reasons as HTMLElement).getByText('Organization not found')).toBeTruthy();
    expect(screen.queryByText('Loading Claim types')).toBeNull();
    expect(screen.queryByText('Loading Denial reasons')).toBeNull();

    failing = false;
    await user.click(within(claimTypes as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('list', { name: 'Claim types' })).getByText('Write-off'),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to load claim types')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/v1/claim-types')).toHaveLength(2);
  });

  it('refuses an empty claim type and adds one with its total-loss flag', async () => {
    const { user, calls } = renderOrgAdmin((method, path, body) =>
      method === 'POST' && path === '/api/v1/claim-types'
        ? { status: 201, body: { id: '0c1d2e3f-0000-4000-8000-0000000e0002', ...(body as object) } }
        : undefined,
    );
    const add = within((await screen.findByLabelText('New claim type')).closest('form') as HTMLElement);
    await user.type(add.getByLabelText('New claim type'), '   ');
    await user.click(add.getByRole('button', { name: 'Add' }));
    expect((await findToast('Validation Error')).getByText('Please enter a claim type')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(add.getByLabelText('New claim type'), 'Screen crack');
    await user.click(add.getByLabelText('Total loss'));
    await user.click(add.getByRole('button', { name: 'Add' }));
    expect(await findToast('Claim type added successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      claimType: 'Screen crack',
      isTotalLoss: true,
    });
  });

  it('removes a claim type after a confirmation that names it, and shows the failure heading with the server message', async () => {
    const { user, calls } = renderOrgAdmin((method, path) => {
      if (method === 'DELETE' && path === `/api/v1/claim-types/${WRITE_OFF_ID}`) {
        return { status: 200, body: { message: 'Claim type removed successfully' } };
      }
      if (method === 'DELETE')
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Denial reason not found' } };
      return undefined;
    });
    const deletes = () => calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

    await user.click(await screen.findByRole('button', { name: 'Remove Write-off' }));
    const cancelled = await screen.findByRole('dialog', { name: 'Remove the claim type "Write-off"?' });
    expect(
      within(cancelled).getByText(
        'Handlers will no longer be able to choose it. Checks and claims already recorded with it keep their copy of the name.',
      ),
    ).toBeTruthy();
    await user.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Write-off' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the claim type "Write-off"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Claim type removed successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Remove Late claim' }));
    const reason = await screen.findByRole('dialog', { name: 'Remove the denial reason "Late claim"?' });
    expect(
      within(reason).getByText(
        'Handlers will no longer be able to choose it. Claims already denied with it keep their copy of the name.',
      ),
    ).toBeTruthy();
    await user.click(within(reason).getByRole('button', { name: 'Remove' }));
    expect(
      (await findToast('Error removing denial reason')).getByText('Denial reason not found'),
    ).toBeTruthy();
    expect(deletes()).toEqual([
      `/api/v1/claim-types/${WRITE_OFF_ID}`,
      `/api/v1/denial-reasons/${LATE_CLAIM_ID}`,
    ]);
  });

  it('refuses an empty denial reason and adds one', async () => {
    const { user, calls } = renderOrgAdmin((method) =>
      method === 'POST'
        ? { status: 201, body: { id: '0c1d2e3f-0000-4000-8000-0000000f0002', denialReason: 'Fraud' } }
        : undefined,
    );
    const reasonInput = await screen.findByLabelText('New denial reason');
    const form = within(reasonInput.closest('form') as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect((await findToast('Validation Error')).getByText('Please enter a denial reason')).toBeTruthy();
    await user.type(reasonInput, 'Fraud');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(await findToast('Denial reason added successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/v1/denial-reasons',
      body: { denialReason: 'Fraud' },
    });
  });
});
