import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinLockRequest } from '@/domain/contracts/finlock-requests';
import { findToast } from '@/web/testing/find-toast';
import { makeFinLockRequest, pageOf, renderCarrierPage } from '@/web/testing/render-carrier-page';
import { FinLockRequestsPage } from './finlock-requests-page';

afterEach(() => vi.unstubAllGlobals());

function renderFinLock({
  requests = [makeFinLockRequest()],
  route = () => undefined,
  path = '/dashboard/vz-unlock',
}: {
  requests?: FinLockRequest[];
  route?: (method: string, path: string) => { status: number; body?: unknown } | undefined;
  path?: string;
} = {}) {
  const view = renderCarrierPage({
    element: <FinLockRequestsPage />,
    path,
    route: (method, url) =>
      route(method, url) ?? (url.startsWith('/api/v1/finlock-requests?') ? pageOf(requests, url) : undefined),
  });
  const listCalls = () => view.calls.filter((call) => call.path.startsWith('/api/v1/finlock-requests?'));
  return { ...view, listCalls };
}

const table = () => within(screen.getByRole('table', { name: 'FinLock removal requests' }));

describe('Financial Lock Removal', () => {
  it('lists IMEI, device, status, carrier status, requester and date, 25 per page by default', async () => {
    const { listCalls } = renderFinLock();
    expect(await table().findByText('358799110600009')).toBeTruthy();
    for (const column of ['IMEI', 'Device', 'Status', 'Carrier Status', 'Requested By', 'Date', 'Actions']) {
      expect(table().getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(table().getByText('Google Pixel 8')).toBeTruthy();
    expect(table().getByText('requested')).toBeTruthy();
    expect(table().getByText('ACTIVE - PENDING LOAN PAYMENT')).toBeTruthy();
    expect(table().getByText('Morgan Member')).toBeTruthy();
    expect(listCalls()[0]?.path).toBe('/api/v1/finlock-requests?page=1&pageSize=25');
  });

  it('shows Simulated data when the carrier is the built-in simulator', async () => {
    renderFinLock();
    expect(await screen.findByRole('button', { name: /^Simulated data.*live carrier service/ })).toBeTruthy();
  });

  it('explains what a request does in a tooltip', async () => {
    renderFinLock();
    expect(
      await screen.findByText(
        /Requests remove financial encumbrances on the IMEI and remove it from the GSMA Blocklist if blocked by the carrier\./,
      ),
    ).toBeTruthy();
  });

  it('shows the empty state', async () => {
    renderFinLock({ requests: [] });
    expect(await screen.findByText('No FinLock removal requests found')).toBeTruthy();
  });

  it('filters by status: All Statuses and the five statuses', async () => {
    const { user, listCalls } = renderFinLock();
    await user.click(await screen.findByRole('combobox', { name: 'Filter by status' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All Statuses',
      'requested',
      'pending',
      'approved',
      'completed',
      'archived',
    ]);
    await user.click(screen.getByRole('option', { name: 'approved' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe('/api/v1/finlock-requests?page=1&pageSize=25&status=approved'),
    );
  });

  it('deletes a request after confirming', async () => {
    const { user, calls } = renderFinLock({
      route: (method) => (method === 'DELETE' ? { status: 204 } : undefined),
    });
    await user.click(
      await screen.findByRole('button', {
        name: /^Actions for 358799110600009 \(requested \d\d\/\d\d\/\d{4} [\d:]{8}\)$/,
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await findToast('FinLock removal request deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/v1/finlock-requests/${makeFinLockRequest().id}`,
    );
  });

  it('says when a delete fails', async () => {
    const { user } = renderFinLock({
      route: (method) =>
        method === 'DELETE' ? { status: 500, body: { code: 'X', message: 'down' } } : undefined,
    });
    await user.click(
      await screen.findByRole('button', {
        name: /^Actions for 358799110600009 \(requested \d\d\/\d\d\/\d{4} [\d:]{8}\)$/,
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Failed to delete FinLock removal request')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderFinLock({ route: () => ({ status: 500, body: { code: 'X', message: 'down' } }) });
    expect(await screen.findByText('Failed to fetch FinLock requests')).toBeTruthy();
  });

  it('says No organization found for user when the user belongs to no organisation', async () => {
    renderFinLock({
      route: () => ({ status: 403, body: { code: 'NO_ORGANIZATION', message: 'Organization not found' } }),
    });
    expect(await screen.findByText('No organization found for user')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch FinLock requests')).toBeNull();
    expect(screen.queryByRole('table', { name: 'FinLock removal requests' })).toBeNull();
  });

  it('tells a user of no organisation by the error code, whatever its words', async () => {
    renderFinLock({
      route: () => ({ status: 403, body: { code: 'NO_ORGANIZATION', message: 'Organisation introuvable' } }),
    });
    expect(await screen.findByText('No organization found for user')).toBeTruthy();
  });

  it('says a refused permission is a failure to load, not a missing organisation', async () => {
    renderFinLock({
      route: () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Organization not found' } }),
    });
    expect(await screen.findByText('Failed to fetch FinLock requests')).toBeTruthy();
  });
});
