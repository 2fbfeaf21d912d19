import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { BLOCKED_IMEI, checkId, makeReport } from '@/web/testing/make-check';
import { makeCheckDetail, makeSummary } from '@/web/testing/make-check-detail';
import { openReview, openRowMenu, renderReviewPage } from '@/web/testing/render-review-page';

afterEach(() => vi.unstubAllGlobals());

const rowButton = (imei: string) => screen.getByRole('button', { name: new RegExp(`^Actions for ${imei}`) });

const VERIFICATION_ID = '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f10';

describe('review dialog decisions', () => {
  // A second check, so the dialogs can only show (and send) the reviewed one by following its id.
  const OTHER = { id: checkId(2), imei: BLOCKED_IMEI, reference: 'CLM-43' };

  function renderTwoChecks() {
    const detail = makeCheckDetail({ ...OTHER, report: makeReport({ serial: OTHER.imei }) });
    return renderReviewPage({
      checks: [makeSummary(), makeSummary(OTHER)],
      route: (method, path) => {
        if (method === 'GET' && path === `/api/v1/checks/${OTHER.id}`) return { status: 200, body: detail };
        if (path === '/api/v1/device-verifications')
          return {
            status: 200,
            body: {
              verificationId: VERIFICATION_ID,
              checkId: OTHER.id,
              report: detail.report,
              changes: [],
              notCompared: [],
            },
          };
        if (path === '/api/v1/denial-reasons')
          return {
            status: 200,
            body: [{ id: '0c1d2e3f-0000-4000-8000-0000000f0001', denialReason: 'Device blocked' }],
          };
        if (path.endsWith('/settlement'))
          return {
            status: 201,
            body: {
              settledClaimId: '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f11',
              claimId: '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f11',
              checkId: OTHER.id,
            },
          };
        if (path.endsWith('/denial'))
          return {
            status: 201,
            body: {
              deniedClaimId: '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f13',
              denialReason: 'Device blocked',
              checkId: OTHER.id,
            },
          };
        return undefined;
      },
    });
  }

  it('Settle swaps the review for the Settle Claim dialog of that check, which settles it', async () => {
    const { user, calls } = renderTwoChecks();
    const review = await openReview(user, OTHER.imei);
    await user.click(await review.findByRole('button', { name: 'Settle' }));

    const settle = within(await screen.findByRole('dialog', { name: 'Settle Claim' }));
    expect(screen.queryByRole('dialog', { name: 'Review Claim' })).toBeNull();
    expect((await settle.findAllByText(OTHER.imei)).length).toBeGreaterThan(0);
    expect(await settle.findByText('Nothing has changed since the original check.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/device-verifications')?.body).toEqual({
      imei: OTHER.imei,
    });
    await user.click(settle.getByRole('button', { name: 'Settle Claim' }));
    expect(await findToast('Claim Settled')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/settlement'))).toEqual([
      {
        method: 'POST',
        path: `/api/v1/checks/${OTHER.id}/settlement`,
        body: {
          includesReplacement: false,
          replacement: null,
          notes: '',
          verificationId: VERIFICATION_ID,
          overrideReason: '',
        },
      },
    ]);
  });

  it('Deny swaps the review for the Deny Claim dialog of that check, which denies it', async () => {
    const { user, calls } = renderTwoChecks();
    const review = await openReview(user, OTHER.imei);
    await user.click(await review.findByRole('button', { name: 'Deny' }));

    const deny = within(await screen.findByRole('dialog', { name: 'Deny Claim' }));
    expect(screen.queryByRole('dialog', { name: 'Review Claim' })).toBeNull();
    expect(await deny.findByText(OTHER.imei)).toBeTruthy();
    await user.click(deny.getByRole('combobox', { name: 'Denial Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Device blocked' }));
    await user.click(deny.getByRole('button', { name: 'Deny Claim' }));
    expect(await findToast('Claim Denied')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith('/denial'))).toEqual([
      {
        method: 'POST',
        path: `/api/v1/checks/${OTHER.id}/denial`,
        body: { denialReason: 'Device blocked', notes: '' },
      },
    ]);
    expect(calls.some((call) => call.path.endsWith('/settlement'))).toBe(false);
  });

  it.each([
    ['Settle', 'Settle Claim'],
    ['Deny', 'Deny Claim'],
  ])(
    'Cancel in the %s dialog opened from the review goes back to the Review Claim dialog',
    async (button, title) => {
      const { user, calls } = renderTwoChecks();
      const review = await openReview(user, OTHER.imei);
      await user.click(await review.findByRole('button', { name: button }));
      const decision = within(await screen.findByRole('dialog', { name: title }));
      await user.click(await decision.findByRole('button', { name: 'Cancel' }));

      const back = within(await screen.findByRole('dialog', { name: 'Review Claim' }));
      expect(screen.queryByRole('dialog', { name: title })).toBeNull();
      expect(await back.findByText(`IMEI ${OTHER.imei}`)).toBeTruthy();
      expect(calls.some((call) => call.method === 'POST' && call.path.startsWith('/api/v1/checks/'))).toBe(
        false,
      );
      // Closing the review then gives focus back to the row's Actions button it was opened from.
      await user.keyboard('{Escape}');
      await waitFor(() => expect(document.activeElement).toBe(rowButton(OTHER.imei)));
    },
  );

  it("gives focus back to the row's Actions button when the review, or a decision opened from the row, closes", async () => {
    const { user } = renderTwoChecks();
    await openReview(user, OTHER.imei);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Review Claim' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(rowButton(OTHER.imei)));

    await openRowMenu(user, OTHER.imei);
    await user.click(await screen.findByRole('menuitem', { name: 'Deny Claim' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Deny Claim' })).findByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(document.activeElement).toBe(rowButton(OTHER.imei)));
  });

  it('Cancel in a Settle dialog opened from the row menu closes it, with no review behind', async () => {
    const { user } = renderTwoChecks();
    await openRowMenu(user, OTHER.imei);
    await user.click(await screen.findByRole('menuitem', { name: 'Settle Claim' }));
    const settle = within(await screen.findByRole('dialog', { name: 'Settle Claim' }));
    await user.click(await settle.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
