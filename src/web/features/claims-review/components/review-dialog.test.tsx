import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTotalLossBadge } from '@/web/testing/expect-total-loss-badge';
import { findToast } from '@/web/testing/find-toast';
import { CHECK_ID, CLAIM_TYPES, CLEAN_IMEI, FAST_TRACK_TRIAGE, makeReport } from '@/web/testing/make-check';
import { makeCheckDetail, makeRecheck } from '@/web/testing/make-check-detail';
import { openReview, renderReviewPage } from '@/web/testing/render-review-page';

afterEach(() => vi.unstubAllGlobals());

const section = (dialog: ReturnType<typeof within>, name: string) =>
  within(dialog.getByRole('region', { name }));

/** Answers the claim-type PATCH with `message` (the server's), and the claim types with `claimTypes`. */
const claimTypeAnswers =
  ({ message, claimTypes = CLAIM_TYPES }: { message: string; claimTypes?: typeof CLAIM_TYPES }) =>
  (method: string, url: string) => {
    if (method === 'PATCH') return { status: 200, body: { message, check: makeCheckDetail() } };
    if (url === '/api/v1/claim-types') return { status: 200, body: claimTypes };
    return undefined;
  };

async function chooseClaimType(
  user: ReturnType<typeof renderReviewPage>['user'],
  dialog: ReturnType<typeof within>,
  claimType: string,
) {
  await user.click(await dialog.findByRole('combobox', { name: 'Claim Type' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${claimType}`) }));
}

describe('review dialog', () => {
  it("shows the check's triage with the reasons, under the rule-set version it was scored with", async () => {
    const triage = {
      score: 60,
      route: 'refer' as const,
      reasons: [
        { rule: 'blocklisted', text: 'The device is on a network blocklist', points: 40 },
        { rule: 'red-certificate', text: 'The device-history certificate is red', points: 20 },
      ],
      ruleSetVersion: 3,
    };
    const { user } = renderReviewPage({ detail: makeCheckDetail({ triage }) });
    const dialog = await openReview(user, CLEAN_IMEI);
    expect(await dialog.findByText('Score 60 · rules version 3')).toBeTruthy();
    expect(dialog.getByText('Refer')).toBeTruthy();
    const reasons = within(dialog.getByRole('list', { name: 'Triage reasons' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'The device is on a network blocklist (+40)',
      'The device-history certificate is red (+20)',
    ]);
  });

  it('says what the provider did not report, in the neutral style, in the current status and the history', async () => {
    const report = makeReport({ lockStatus: null, isBlocked: null, claims: null });
    const detail = makeCheckDetail({
      report,
      rechecks: [
        makeRecheck({
          isBlocked: null,
          claimsCount: null,
          report: makeReport({ lockStatus: 'activated', isLockActive: true, isBlocked: null, claims: null }),
        }),
      ],
    });
    const { user } = renderReviewPage({ detail });
    const dialog = await openReview(user, CLEAN_IMEI);
    const status = within(await dialog.findByRole('region', { name: 'Current Status' }));
    // The newest re-check is the current status: it reported the lock, but neither the block nor the claims.
    expect(
      within(status.getByRole('region', { name: 'Device Lock Status' })).getByText('ACTIVATED'),
    ).toBeTruthy();
    for (const name of ['Network Block (GSMA)', 'Claims in the Device-History Registry']) {
      const card = within(status.getByRole('region', { name }));
      expect(card.getByText('Not reported by the provider').className).not.toMatch(/success/);
    }
    expect(status.queryByText('Not Blocked')).toBeNull();
    expect(status.queryByText(/No claims found/)).toBeNull();

    const history = section(dialog, 'Review History');
    await user.click(history.getByRole('button', { name: /^Re-check 1/ }));
    await user.click(history.getByRole('button', { name: /^Original Check/ }));
    const factsOf = (entry: RegExp) =>
      within(history.getByRole('button', { name: entry }).closest('li') as HTMLElement)
        .getAllByRole('definition')
        .map((fact) => fact.textContent);
    // Checked By, Lock Status, GSMA Status, Claims Found.
    expect(factsOf(/^Re-check 1/)).toEqual([
      'Sam Admin',
      'ACTIVATED',
      'Not reported by the provider',
      'Not reported by the provider',
    ]);
    expect(factsOf(/^Original Check/)).toEqual([
      'Jo Smith',
      'Not reported by the provider',
      'Not reported by the provider',
      'Not reported by the provider',
    ]);
    expect(history.queryByText('Clear')).toBeNull();
    expect(history.queryByText('0')).toBeNull();
  });

  it('shows the general, carrier and current-status information', async () => {
    const { user } = renderReviewPage();
    const dialog = await openReview(user, CLEAN_IMEI);
    await dialog.findByRole('region', { name: 'General Information' });
    const general = section(dialog, 'General Information');
    expect(general.getByText(CLEAN_IMEI)).toBeTruthy();
    expect(general.getByText('CLM-42')).toBeTruthy();
    expect(general.getByText('APPLE')).toBeTruthy();
    expect(general.getByText('Jo Smith')).toBeTruthy();
    expect(general.getByRole('link', { name: 'Verizon Wireless' }).getAttribute('href')).toBe(
      `/dashboard/vz-check?imei=${CLEAN_IMEI}`,
    );
    expect(general.queryByRole('link', { name: 'EE' })).toBeNull();
    expect(general.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Verizon Wireless (Jun 01, 2024)',
      'EE',
    ]);
    expect(general.getByText('No')).toBeTruthy();
    expect(section(dialog, 'Carrier Information').getAllByText('Unknown')).toHaveLength(2);
    const status = section(dialog, 'Current Status');
    expect(status.getByText('NOT ACTIVATED')).toBeTruthy();
    expect(status.getByText('Not Blocked')).toBeTruthy();
    expect(status.getByText('No claims found in the device-history registry')).toBeTruthy();
    expect(status.getByText('Green')).toBeTruthy();
  });

  it("shows a stolen device's red verdict, its certificate id and the police record beside Settle", async () => {
    const report = makeReport({
      certificate: { result: 'red', id: 'CERT-STOLEN-1' },
      stolen: [
        {
          recordDate: '2024-03-03 22:10:00',
          force: 'bedfordshire',
          crimeReference: 'BF/08/1090',
          reportedBy: 'POLICE',
        },
      ],
    });
    const { user } = renderReviewPage({ detail: makeCheckDetail({ report }) });
    const dialog = await openReview(user, CLEAN_IMEI);
    expect(await dialog.findByRole('button', { name: 'Settle' })).toBeTruthy();
    const status = section(dialog, 'Current Status');
    expect(status.getByText('2 warning signs: red certificate, stolen records')).toBeTruthy();
    const certificate = within(status.getByRole('region', { name: 'Device History Certificate' }));
    expect(certificate.getByText('Red')).toBeTruthy();
    expect(certificate.getByText('CERT-STOLEN-1')).toBeTruthy();
    const stolen = within(status.getByRole('region', { name: 'Stolen' }));
    expect(stolen.getByText('Reported stolen (1 record)')).toBeTruthy();
    expect(stolen.getByText('bedfordshire')).toBeTruthy();
    expect(stolen.getByText('BF/08/1090')).toBeTruthy();
    expect(stolen.getByText('POLICE')).toBeTruthy();
  });

  it('asks for the loss date when a total-loss type is chosen and sends it', async () => {
    const { user, calls } = renderReviewPage({
      route: (method) =>
        method === 'PATCH'
          ? {
              status: 200,
              body: { message: 'Claim type updated and FNOL date set.', check: makeCheckDetail() },
            }
          : undefined,
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await user.click(await dialog.findByRole('combobox', { name: 'Claim Type' }));
    await user.click(await screen.findByRole('option', { name: /^Theft/ }));

    const fnol = within(await screen.findByRole('dialog', { name: 'Set FNOL Date' }));
    const confirm = fnol.getByRole<HTMLButtonElement>('button', { name: 'Confirm' });
    expect(confirm.disabled).toBe(true);
    expect(fnol.getByText('Please select a loss date.')).toBeTruthy();
    const input = fnol.getByLabelText<HTMLInputElement>('Loss Date');
    expect(input.min).toBe('1900-01-01');
    fireEvent.change(input, { target: { value: '2025-01-15' } });
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);

    expect(await findToast('Claim type updated and FNOL date set.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/api/v1/checks/${CHECK_ID}/claim-type`,
      body: { claimType: 'Theft', lossDate: '2025-01-15' },
    });
  });

  it('clears the FNOL date without asking when a total-loss check becomes non-total-loss', async () => {
    const { user, calls } = renderReviewPage({
      detail: makeCheckDetail({ claimType: 'Theft', isTotalLoss: true, fnol: true, lossDate: '2025-01-15' }),
      route: claimTypeAnswers({ message: 'Claim type updated and FNOL date cleared.' }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    expectTotalLossBadge(await dialog.findByText('Total Loss'));
    await chooseClaimType(user, dialog, 'Accidental Damage');

    expect(await findToast('Claim type updated and FNOL date cleared.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Set FNOL Date' })).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/checks/${CHECK_ID}/claim-type`,
        body: { claimType: 'Accidental Damage' },
      },
    ]);
  });

  it('asks for the loss date when FNOL is recorded without one', async () => {
    const { user, calls } = renderReviewPage({
      detail: makeCheckDetail({ fnol: true, lossDate: null }),
      route: claimTypeAnswers({ message: 'Claim type updated and FNOL date set.' }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await chooseClaimType(user, dialog, 'Theft');

    expect(await screen.findByRole('dialog', { name: 'Set FNOL Date' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('changes only the claim type, without asking, between two total-loss types', async () => {
    const writeOff = {
      id: '00000000-0000-4000-8000-000000000003',
      claimType: 'Write-off',
      isTotalLoss: true,
    };
    const { user, calls } = renderReviewPage({
      detail: makeCheckDetail({ claimType: 'Theft', isTotalLoss: true, fnol: false, lossDate: null }),
      route: claimTypeAnswers({
        message: 'Claim type updated successfully.',
        claimTypes: [...CLAIM_TYPES, writeOff],
      }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await chooseClaimType(user, dialog, 'Write-off');

    expect(await findToast('Claim type updated successfully.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Set FNOL Date' })).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ claimType: 'Write-off' });
  });

  it("shows a removed claim type by its stored name, marked '(removed)', not to be chosen again", async () => {
    const { user } = renderReviewPage({ detail: makeCheckDetail({ claimType: 'Screen damage' }) });
    const dialog = await openReview(user, CLEAN_IMEI);
    const select = await dialog.findByRole('combobox', { name: 'Claim Type' });
    await waitFor(() => expect(select.textContent).toBe('Screen damage (removed)'));
    await user.click(select);
    const removed = await screen.findByRole('option', { name: 'Screen damage (removed)' });
    expect(removed.getAttribute('aria-disabled')).toBe('true');
    expect(
      screen.getByRole('option', { name: 'Accidental Damage' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it("shows 'Not Set' when the check has no claim type", async () => {
    const { user } = renderReviewPage({ detail: makeCheckDetail({ claimType: null }) });
    const dialog = await openReview(user, CLEAN_IMEI);
    const select = await dialog.findByRole('combobox', { name: 'Claim Type' });
    await waitFor(() => expect(select.hasAttribute('disabled')).toBe(false));
    expect(select.textContent).toBe('Not Set');
  });

  it('re-checks, replaces the current status and lists the changes', async () => {
    const fresh = makeReport({ lockStatus: 'activated', isLockActive: true, isBlocked: true });
    const changes = ['Device lock status: notactivated → activated', 'GSMA Blacklist: Clear → Blocked'];
    const recheck = makeRecheck();
    let isRechecked = false;
    const { user } = renderReviewPage({
      route: (method, url) => {
        if (method === 'POST') {
          isRechecked = true;
          return { status: 201, body: { recheck, changes, report: fresh, triage: FAST_TRACK_TRIAGE } };
        }
        // The check read again after the re-check carries it as the newest entry of its history.
        if (isRechecked && method === 'GET' && url === `/api/v1/checks/${CHECK_ID}`) {
          return { status: 200, body: makeCheckDetail({ rechecks: [recheck] }) };
        }
        return undefined;
      },
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await user.click(await dialog.findByRole('button', { name: 'Re-Check' }));
    const toast = await findToast('Changes Detected');
    for (const change of changes) expect(toast.getByText(change)).toBeTruthy();
    const status = section(dialog, 'Current Status');
    expect(await status.findByText(/^Re-checked /)).toBeTruthy();
    expect(status.getByText('ACTIVATED')).toBeTruthy();
    expect(status.getByText('Blocked')).toBeTruthy();
    expect(status.getByText('2 claims found in the device-history registry')).toBeTruthy();
  });

  it('sorts the history, expands entries and shows the JSON', async () => {
    const { user } = renderReviewPage({
      detail: makeCheckDetail({
        rechecks: [
          makeRecheck({ id: '0c1d2e3f-0000-4000-8000-0000000d0002' }),
          makeRecheck({ id: '0c1d2e3f-0000-4000-8000-0000000d0001', checkedAt: '2025-03-04T12:00:00.000Z' }),
        ],
      }),
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await dialog.findByRole('region', { name: 'Review History' });
    const history = section(dialog, 'Review History');
    expect(history.getByText('3')).toBeTruthy();
    const labels = () =>
      within(history.getByRole('list', { name: 'Review history entries' }))
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent);
    expect(labels()[0]).toMatch(/^Re-check 2.*Latest$/);
    expect(labels()[2]).toMatch(/^Original Check.*Original$/);

    await user.click(history.getByRole('button', { name: 'Newest First' }));
    expect(history.getByRole('button', { name: 'Oldest First' })).toBeTruthy();
    expect(labels()[0]).toMatch(/^Original Check/);

    await user.click(history.getByRole('button', { name: /^Original Check/ }));
    const entry = within(
      history.getByRole('button', { name: /^Original Check/ }).closest('li') as HTMLElement,
    );
    expect(entry.getByText('Jo Smith')).toBeTruthy();
    expect(entry.getByText('NOT ACTIVATED')).toBeTruthy();
    expect(entry.getByText('Clear')).toBeTruthy();
    await user.click(history.getByRole('button', { name: 'View JSON' }));
    const viewer = await screen.findByRole('dialog', { name: 'Original Check response' });
    expect(within(viewer).getByText(/"provider": "original"/)).toBeTruthy();
    expect(viewer.querySelector('pre')?.className).toContain('font-mono');
  });

  it('says when an answer was reduced to its facts by data retention', async () => {
    const reduced = makeCheckDetail();
    const { user } = renderReviewPage({
      detail: {
        ...reduced,
        report: {
          ...reduced.report,
          raw: { serial: CLEAN_IMEI, claimguardReducedAt: '2025-06-02T03:00:00.000Z' },
        },
        rechecks: [makeRecheck()],
      },
    });
    const dialog = await openReview(user, CLEAN_IMEI);
    await dialog.findByRole('region', { name: 'Review History' });
    const history = section(dialog, 'Review History');
    await user.click(history.getByRole('button', { name: /^Original Check/ }));
    await user.click(history.getByRole('button', { name: /^Re-check 1/ }));
    const notices = history.getAllByText(/^Reduced to the facts on /);
    expect(notices.map((notice) => notice.textContent)).toEqual([
      "Reduced to the facts on 06/02/2025 under your organization's data retention settings: contact numbers, references and people's names were removed.",
    ]);
    expect(notices[0]?.closest('li')?.textContent).toMatch(/^Original Check/);
  });
});
