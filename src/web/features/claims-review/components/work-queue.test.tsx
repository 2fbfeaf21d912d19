import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decisionMessages } from '@/domain/decision-messages';
import { workQueueMessages } from '@/domain/work-queue-messages';
import { findToast } from '@/web/testing/find-toast';
import { checkId } from '@/web/testing/make-check';
import { makeSummary } from '@/web/testing/make-check-detail';
import { renderReviewPage, table } from '@/web/testing/render-review-page';

afterEach(() => vi.unstubAllGlobals());

const ME = '0c1d2e3f-0000-4000-8000-000000000001';

/**
 * Claims Review with two claims (CLM-1, CLM-2) and one denial reason; a bulk action is answered with `reply`, and
 * `sent` holds what was asked.
 */
function renderTwoClaims(reply: unknown) {
  const sent: unknown[] = [];
  const view = renderReviewPage({
    checks: [
      makeSummary({ id: checkId(1), reference: 'CLM-1' }),
      makeSummary({ id: checkId(2), reference: 'CLM-2' }),
    ],
    route: (method, url, body) => {
      if (url === '/api/v1/denial-reasons') {
        return {
          status: 200,
          body: [{ id: '0c1d2e3f-0000-4000-8000-0000000f0001', denialReason: 'Device blocked' }],
        };
      }
      if (method === 'POST' && url === '/api/v1/checks/bulk-actions') {
        sent.push(body);
        return { status: 200, body: reply };
      }
      return undefined;
    },
  });
  return { ...view, sent };
}

describe('the work queue on Claims Review', () => {
  it('shows assignee, status and due, and each view sets its filters in the address', async () => {
    const { user, router, listCalls } = renderReviewPage({
      checks: [
        makeSummary({
          assignment: {
            assignee: { id: ME, email: 'member@demo.test', name: 'Morgan Member' },
            status: 'referred',
            dueAt: '2025-03-05T10:15:30.000Z',
            overdue: true,
          },
        }),
      ],
    });
    expect(await table().findByText('Morgan Member')).toBeTruthy();
    expect(table().getByText('Referred')).toBeTruthy();
    expect(table().getByText(/\(overdue\)/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'My claims' }));
    await waitFor(() => expect(router.state.location.search).toContain('assignee=me'));
    expect(screen.getByRole('button', { name: 'My claims' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listCalls().at(-1)?.path).toContain('assignee=me'));

    await user.click(screen.getByRole('button', { name: 'Overdue' }));
    await waitFor(() => expect(router.state.location.search).toContain('overdue=true'));
    expect(router.state.location.search).not.toContain('assignee');
    await user.click(screen.getByRole('button', { name: 'All claims' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('overdue'));
  });

  it('assigns the selected claims to the signed-in handler from the bulk bar', async () => {
    const { user, sent } = renderTwoClaims({
      action: 'assign',
      message: '2 claims assigned.',
      results: [],
    });
    expect(screen.queryByRole('region', { name: 'Selected claims' })).toBeNull();
    await user.click(await table().findByRole('checkbox', { name: 'Select CLM-1' }));
    await user.click(table().getByRole('checkbox', { name: 'Select CLM-2' }));
    expect(screen.getByText('2 claims selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(sent).toEqual([{ action: 'assign', ids: [checkId(1), checkId(2)], userId: ME }]),
    );
    expect(await screen.findByText('2 claims assigned.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('2 claims selected')).toBeNull());
  });

  it('denies the selected claims for one reason, and says which were decided meanwhile', async () => {
    const { user, sent } = renderTwoClaims({
      action: 'deny',
      message: '1 claim denied.',
      results: [
        { id: checkId(1), outcome: 'denied' },
        { id: checkId(2), outcome: 'already-decided' },
      ],
    });
    await user.click(await table().findByRole('checkbox', { name: 'Select CLM-1' }));
    await user.click(table().getByRole('checkbox', { name: 'Select CLM-2' }));
    await user.click(screen.getByRole('button', { name: 'Deny…' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Deny 2 claims' }));
    await user.click(dialog.getByRole('button', { name: 'Deny 2 claims' }));
    expect(
      (await findToast('Validation Error')).getByText(decisionMessages.denialReasonRequired),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(dialog.getByRole('combobox', { name: 'Denial Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Device blocked' }));
    await user.type(dialog.getByLabelText('Note (optional)'), 'Blocked as stolen');
    await user.click(dialog.getByRole('button', { name: 'Deny 2 claims' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          action: 'deny',
          ids: [checkId(1), checkId(2)],
          denialReason: 'Device blocked',
          notes: 'Blocked as stolen',
        },
      ]),
    );
    expect((await findToast('Success')).getByText('1 claim denied.')).toBeTruthy();
    expect(
      (await findToast('Some claims were not denied')).getByText(workQueueMessages.alreadyDecidedSome(1)),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('2 claims selected')).toBeNull();
  });

  it("saves the handler's search and filters as a view, opens it again from the first page, and deletes it", async () => {
    const views: { id: string; name: string; filters: Record<string, string>; createdAt: string }[] = [];
    const { user, router } = renderReviewPage({
      path: '/dashboard/check-history?page=1&pageSize=25&assignee=me&status=referred&search=3533',
      route: (method, url, body) => {
        if (url !== '/api/v1/saved-views' && !url.startsWith('/api/v1/saved-views/')) return undefined;
        if (method === 'GET') return { status: 200, body: views };
        if (method === 'POST') {
          const view = {
            id: `0c1d2e3f-0000-4000-8000-00000000f00${views.length + 1}`,
            ...(body as { name: string; filters: Record<string, string> }),
            createdAt: '2026-11-29T10:00:00.000Z',
          };
          views.push(view);
          return { status: 201, body: view };
        }
        views.splice(
          views.findIndex((view) => url.endsWith(view.id)),
          1,
        );
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Saved views' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Saved views' }));
    expect(await dialog.findByText(workQueueMessages.noSavedViews)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save view' }));
    expect(await dialog.findByText(workQueueMessages.viewNameRequired)).toBeTruthy();
    expect(views).toEqual([]);
    await user.type(dialog.getByLabelText('Save the current search and filters as'), 'My referrals');
    await user.click(dialog.getByRole('button', { name: 'Save view' }));
    expect((await findToast(workQueueMessages.viewSaved)).getByText('My referrals')).toBeTruthy();
    expect(views.map((view) => view.filters)).toEqual([
      { assignee: 'me', status: 'referred', search: '3533' },
    ]);
    expect(await dialog.findByRole('button', { name: 'My referrals' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'All claims' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('assignee'));
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    dialog = within(screen.getByRole('dialog', { name: 'Saved views' }));
    await user.click(await dialog.findByRole('button', { name: 'My referrals' }));
    await waitFor(() => {
      const query = new URLSearchParams(router.state.location.search);
      expect(Object.fromEntries(query)).toEqual({
        page: '1',
        pageSize: '25',
        assignee: 'me',
        status: 'referred',
        search: '3533',
      });
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    dialog = within(screen.getByRole('dialog', { name: 'Saved views' }));
    await user.click(await dialog.findByRole('button', { name: 'Delete My referrals' }));
    expect((await findToast(workQueueMessages.viewDeleted)).getByText('My referrals')).toBeTruthy();
    expect(await dialog.findByText(workQueueMessages.noSavedViews)).toBeTruthy();
  });
});
