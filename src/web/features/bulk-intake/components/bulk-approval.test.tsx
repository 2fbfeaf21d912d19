import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import type { BulkIntake, BulkIntakeListItem } from '@/domain/contracts/bulk-intakes';
import type { Role } from '@/domain/roles';
import { findToast } from '@/web/testing/find-toast';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { BulkUploadPage } from './bulk-upload-page';

afterEach(() => vi.unstubAllGlobals());

const BATCH_ID = '7a2d3b0f-9e5c-4d2f-8b80-3c4d5e6f7081';
const PAGE = '/dashboard/search-imei/bulk';

const batch = (changes: Partial<BulkIntake> = {}): BulkIntake => ({
  id: BATCH_ID,
  status: 'awaiting-approval',
  stopReason: null,
  total: 1200,
  done: 0,
  failed: 0,
  rejected: 0,
  createdAt: '2026-11-26T09:15:00.000Z',
  startedAt: null,
  finishedAt: null,
  pausedUntil: null,
  pauseReason: null,
  rejectionReason: null,
  decidedAt: null,
  ...changes,
});
const awaiting: BulkIntakeListItem = {
  ...batch(),
  createdBy: { id: '0c1d2e3f-0000-4000-8000-000000000002', name: 'Sam Member', email: 'member@demo.test' },
};
const page = (items: BulkIntakeListItem[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

/** The Bulk upload page for a user of this role, with one member's upload awaiting approval until it is decided. */
function renderBulkPage(role: Role, search = '', detail: BulkIntake = batch()) {
  let decided = false;
  const api = fakeApi((method, path) => {
    if (path === '/api/auth/session') return { status: 200, body: makeSession(role) };
    if (path.startsWith('/api/v1/bulk-intakes?status=awaiting-approval'))
      return { status: 200, body: page(decided ? [] : [awaiting]) };
    if (path.startsWith('/api/v1/bulk-intakes?page=')) return { status: 200, body: page([awaiting]) };
    if (method === 'POST' && path === `/api/v1/bulk-intakes/${BATCH_ID}/approval`) {
      decided = true;
      return { status: 200, body: batch({ status: 'queued' }) };
    }
    if (path === `/api/v1/bulk-intakes/${BATCH_ID}`) return { status: 200, body: detail };
    if (path.startsWith(`/api/v1/bulk-intakes/${BATCH_ID}/rows`))
      return { status: 200, body: { items: [], total: 0, page: 1, pageSize: 25 } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  renderPage(<BulkUploadPage />, PAGE, search);
  const decisions = () =>
    api.calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));
  return { user, decisions };
}

describe('Bulk upload approval', () => {
  it('shows org admins the uploads awaiting approval, with who, rows and when, and approves one', async () => {
    const { user, decisions } = renderBulkPage('organization_admin');
    const card = within(await screen.findByRole('region', { name: text.approvalsTitle }));
    const row = within(card.getByRole('row', { name: /Sam Member/ }));
    expect(row.getByText('1,200')).toBeTruthy();
    expect(row.getByText('11/26/2026 09:15')).toBeTruthy();

    await user.click(row.getByRole('button', { name: /^Approve/ }));
    expect(await findToast(text.approved)).toBeTruthy();
    expect(decisions()).toEqual([
      { path: `/api/v1/bulk-intakes/${BATCH_ID}/approval`, body: { approve: true } },
    ]);
    // Decided, it leaves the list: the card goes with the last one.
    await waitFor(() => expect(screen.queryByRole('region', { name: text.approvalsTitle })).toBeNull());
  });

  it('rejects one with a reason, and refuses an empty reason without sending it', async () => {
    const { user, decisions } = renderBulkPage('organization_admin');
    const card = within(await screen.findByRole('region', { name: text.approvalsTitle }));
    await user.click(card.getByRole('button', { name: /^Reject/ }));
    const dialog = within(await screen.findByRole('dialog', { name: text.rejectTitle }));
    await user.click(dialog.getByRole('button', { name: text.reject }));
    expect(await screen.findByText(text.rejectionReasonRequired)).toBeTruthy();
    expect(decisions()).toEqual([]);

    await user.type(dialog.getByLabelText(text.rejectReasonLabel), 'Split it into files of 500 rows');
    await user.click(dialog.getByRole('button', { name: text.reject }));
    expect(await findToast(text.rejected)).toBeTruthy();
    expect(decisions()).toEqual([
      {
        path: `/api/v1/bulk-intakes/${BATCH_ID}/approval`,
        body: { approve: false, reason: 'Split it into files of 500 rows' },
      },
    ]);
  });

  it('shows members no approvals, and their own upload as awaiting approval', async () => {
    renderBulkPage('organization_member', `?batch=${BATCH_ID}`);
    expect((await screen.findByText(text.awaitingApproval)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.statuses['awaiting-approval'] })).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.approvalsTitle })).toBeNull();
  });

  it("shows the uploader the admin's reason for rejecting, and offers no retry", async () => {
    renderBulkPage(
      'organization_member',
      `?batch=${BATCH_ID}`,
      batch({
        status: 'rejected-by-admin',
        failed: 1200,
        finishedAt: '2026-11-26T09:30:00.000Z',
        rejectionReason: 'Split it into files of 500 rows',
      }),
    );
    expect(await screen.findByText(text.rejectedByAdmin('Split it into files of 500 rows'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.statuses['rejected-by-admin'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it("lists an awaiting upload's state among the past uploads", async () => {
    renderBulkPage('organization_member');
    const history = within(await screen.findByRole('table', { name: text.historyTitle }));
    expect(await history.findByText(text.statuses['awaiting-approval'])).toBeTruthy();
  });
});
