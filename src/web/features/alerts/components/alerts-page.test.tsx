import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '@/domain/contracts/monitoring';
import { findToast } from '@/web/testing/find-toast';
import { renderRegister, tableNamed } from '@/web/testing/render-register';
import { AlertsPage } from './alerts-page';

afterEach(() => vi.unstubAllGlobals());

const ALERT_ID = '0c1d2e3f-0000-4000-8000-0000000a1e01';

const makeAlert = (overrides: Partial<Alert> = {}): Alert => ({
  id: ALERT_ID,
  kind: 'block-removed',
  state: 'open',
  imei: '353328110000013',
  deviceMake: 'APPLE',
  deviceModel: 'IPHONE 7',
  watchedDevice: 'claimed',
  settledClaimId: '0c1d2e3f-0000-4000-8000-0000000c1a01',
  claimReference: 'CLM-3003',
  settledAt: '2026-10-01T09:00:00.000Z',
  change: { label: 'GSMA Blacklist', before: 'Blocked', after: 'Not blocked' },
  detectedAt: '2026-11-20T08:30:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  reviewNote: null,
  ...overrides,
});

const REVIEWED = makeAlert({
  id: '0c1d2e3f-0000-4000-8000-0000000a1e02',
  kind: 'claim-elsewhere',
  state: 'reviewed',
  watchedDevice: 'replacement',
  claimReference: null,
  change: { label: 'Claims at other insurers', before: '0', after: '1' },
  reviewedAt: '2026-11-21T10:00:00.000Z',
  reviewedBy: 'Alex Admin',
  reviewNote: 'Called the customer',
});

function renderPage(
  options: { records?: Alert[]; search?: string; route?: Parameters<typeof renderRegister>[0]['route'] } = {},
) {
  return renderRegister({
    element: <AlertsPage />,
    path: '/dashboard/alerts',
    listPath: '/api/v1/alerts',
    records: options.records ?? [makeAlert(), REVIEWED],
    matches: () => true,
    ...(options.search ? { search: options.search } : {}),
    ...(options.route ? { route: options.route } : {}),
  });
}

const table = () => tableNamed('Alerts');
const cellsOf = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Alerts screen', () => {
  it('shows the device, the claim, what changed, when, and the state', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Alerts' })).toBeTruthy();
    await table().findAllByText('353328110000013');
    const [, open, reviewed] = table().getAllByRole('row');
    const [device, claim, change, , state] = cellsOf(open);
    expect(device).toBe('353328110000013APPLE IPHONE 7Claimed device');
    expect(claim).toMatch(/^CLM-3003Settled \d\d\/\d\d\/2026$/);
    expect(change).toBe('Block removedGSMA Blacklist: Blocked →changed to Not blocked');
    expect(state).toBe('Open');
    const reviewedCells = cellsOf(reviewed);
    expect(reviewedCells[0]).toContain('Replacement');
    expect(reviewedCells[1]).toContain('No reference');
    expect(reviewedCells[4]).toMatch(/^ReviewedAlex Admin, 11\/2\d\/2026 [\d:]{8}Called the customer$/);
    expect(within(reviewed as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('filters by kind and state in the address and the export', async () => {
    const { user, listCalls, router } = renderPage();
    await table().findAllByRole('button', { name: /^Mark reviewed/ });
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Block removed' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Open' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe(
        '/api/v1/alerts?page=1&pageSize=25&kind=block-removed&state=open',
      ),
    );
    expect(router.state.location.search).toBe('?page=1&pageSize=25&kind=block-removed&state=open');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/alerts/export.csv?kind=block-removed&state=open',
    );
  });

  it('opens with the filters of a link and pages like the registers', async () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      makeAlert({ id: `0c1d2e3f-0000-4000-8000-0000000b${String(n).padStart(4, '0')}` }),
    );
    const { listCalls } = renderPage({ records: many, search: '?state=open' });
    expect(await screen.findByText('Showing 1 to 25 of 30 records')).toBeTruthy();
    expect(listCalls()[0]?.path).toBe('/api/v1/alerts?page=1&pageSize=25&state=open');
    expect(screen.getByRole('combobox', { name: 'State' }).textContent).toBe('Open');
  });

  it('marks an alert reviewed with a note', async () => {
    const { user, calls } = renderPage({
      route: (method) =>
        method === 'POST'
          ? { status: 200, body: makeAlert({ state: 'reviewed', reviewedAt: '2026-11-26T10:00:00.000Z' }) }
          : undefined,
    });
    await user.click(
      await table().findByRole('button', {
        name: /^Mark reviewed: Block removed on 353328110000013, detected /,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Alert Reviewed' }));
    expect(dialog.getByText('Block removed on IMEI 353328110000013.')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Unblocked by the owner ');
    await user.click(dialog.getByRole('button', { name: 'Mark Reviewed' }));
    expect(await findToast('Alert Reviewed')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/v1/alerts/${ALERT_ID}/review`);
    expect(post?.body).toEqual({ note: 'Unblocked by the owner' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's reason when a colleague was first", async () => {
    const { user } = renderPage({
      route: (method) =>
        method === 'POST'
          ? {
              status: 409,
              body: { code: 'CONFLICT', message: 'This alert has already been marked reviewed.' },
            }
          : undefined,
    });
    await user.click(await table().findByRole('button', { name: /^Mark reviewed/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark Alert Reviewed' }));
    await user.click(dialog.getByRole('button', { name: 'Mark Reviewed' }));
    expect(await screen.findByText('This alert has already been marked reviewed.')).toBeTruthy();
  });

  it('says when there are none, and when the list cannot be loaded', async () => {
    renderPage({ records: [] });
    expect(await table().findByText('No alerts yet.')).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderPage({ route: (_method, url) => (url.includes('?') ? { status: 500, body: {} } : undefined) });
    expect(await screen.findByText('Failed to load alerts. Please try again.')).toBeTruthy();
  });
});
