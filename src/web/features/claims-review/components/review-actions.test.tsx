import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { CLEAN_IMEI, FAST_TRACK_TRIAGE, makeReport } from '@/web/testing/make-check';
import { makeCheckDetail, makeRecheck } from '@/web/testing/make-check-detail';
import { openReview, renderReviewPage } from '@/web/testing/render-review-page';

const spies: Array<{ mockRestore: () => void }> = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const spy of spies.splice(0)) spy.mockRestore();
});

const recheckAnswer = (answer: { status: number; body?: unknown }) => (method: string) =>
  method === 'POST' ? answer : undefined;

describe('review dialog actions', () => {
  it('says No Changes when the re-check matches', async () => {
    const { user } = renderReviewPage({
      route: recheckAnswer({
        status: 201,
        body: { recheck: makeRecheck(), changes: [], report: makeReport(), triage: FAST_TRACK_TRIAGE },
      }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await user.click(await dialog.findByRole('button', { name: 'Re-Check' }));
    expect(await findToast('No Changes')).toBeTruthy();
  });

  it('shows the provider failure when the re-check fails', async () => {
    const { user } = renderReviewPage({
      route: recheckAnswer({
        status: 504,
        body: { code: 'PROVIDER_TIMEOUT', title: 'Check Failed', message: 'The device check timed out.' },
      }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await user.click(await dialog.findByRole('button', { name: 'Re-Check' }));
    expect((await findToast('Re-check Failed')).getByText('The device check timed out.')).toBeTruthy();
  });

  it('says the history was not saved when the server could not save it', async () => {
    const { user } = renderReviewPage({
      route: recheckAnswer({
        status: 500,
        body: {
          code: 'RECHECK_HISTORY_NOT_SAVED',
          title: 'Re-check Failed',
          message: 'Failed to save re-check history',
        },
      }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await user.click(await dialog.findByRole('button', { name: 'Re-Check' }));
    expect((await findToast('Re-check Failed')).getByText('Failed to save re-check history')).toBeTruthy();
  });

  it('copies and downloads the original response', async () => {
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:original'),
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
    );
    const { user } = renderReviewPage();
    const dialog = await openReview(user, CLEAN_IMEI);
    const panel = within(await dialog.findByRole('region', { name: 'Full Original Response' }));

    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect(await findToast('Copied!')).toBeTruthy();
    // user-event puts its own clipboard in place, which can be read back.
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual({
      provider: 'original',
      imei: CLEAN_IMEI,
    });

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(new RegExp(`^original_check_${CLEAN_IMEI}_.+\\.json$`));
    });
    spies.push(click);
    await user.click(panel.getByRole('button', { name: 'Download' }));
    expect(await findToast('Downloaded!')).toBeTruthy();
    expect(click).toHaveBeenCalledOnce();
    expect(screen.queryByText('Download Failed')).toBeNull();
  });

  it("says 'Copy Failed' when the browser refuses the clipboard", async () => {
    const { user } = renderReviewPage();
    // user-event installs its clipboard at setup; this one refuses, as a browser without permission does.
    spies.push(
      vi
        .spyOn(navigator.clipboard, 'writeText')
        .mockRejectedValue(new DOMException('Denied', 'NotAllowedError')),
    );
    const dialog = await openReview(user, CLEAN_IMEI);
    const panel = within(await dialog.findByRole('region', { name: 'Full Original Response' }));

    await user.click(panel.getByRole('button', { name: 'Copy' }));
    expect((await findToast('Copy Failed')).getByText('Failed to copy JSON to clipboard')).toBeTruthy();
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it("says 'Download Failed' when the file cannot be made", async () => {
    const { user } = renderReviewPage({ detail: makeCheckDetail({ rechecks: [makeRecheck()] }) });
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
        throw new Error('out of memory');
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    spies.push(click);
    const dialog = await openReview(user, CLEAN_IMEI);
    const history = within(await dialog.findByRole('region', { name: 'Review History' }));
    await user.click(history.getByRole('button', { name: /^Re-check 1/ }));
    await user.click(history.getByRole('button', { name: 'Download' }));

    expect((await findToast('Download Failed')).getByText('Failed to download JSON file')).toBeTruthy();
    expect(screen.queryByText('Downloaded!')).toBeNull();
    expect(click).not.toHaveBeenCalled();
  });
});
