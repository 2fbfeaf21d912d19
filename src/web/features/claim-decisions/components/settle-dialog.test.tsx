import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decisionMessages } from '@/domain/decision-messages';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { expectTotalLossBadge } from '@/web/testing/expect-total-loss-badge';
import { findToast } from '@/web/testing/find-toast';
import { CLEAN_IMEI, makeReport } from '@/web/testing/make-check';
import { makeCheckDetail } from '@/web/testing/make-check-detail';
import { openRowMenu, renderReviewPage } from '@/web/testing/render-review-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown };
const REPLACEMENT = '356789012345672';
const VERIFICATION_ID = '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f10';
const SETTLED_CLAIM_ID = '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f11';
const CHECK_ID_OF_DETAIL = makeCheckDetail().id;
/** A re-verification's reply: the fresh report and what changed since the check. */
const verified = (changes: string[] = [], notCompared: string[] = []) => ({
  status: 200,
  body: {
    verificationId: VERIFICATION_ID,
    checkId: CHECK_ID_OF_DETAIL,
    report: makeReport(),
    changes,
    notCompared,
  },
});
/** The duplicate-replacement check waits for a 500 ms pause in typing. */
const PAUSE_MS = 500;

function renderWith({
  verify = verified(),
  settle = {
    status: 201,
    body: { settledClaimId: SETTLED_CLAIM_ID, claimId: SETTLED_CLAIM_ID, checkId: CHECK_ID_OF_DETAIL },
  },
  matches = { status: 200, body: { matches: [] } },
  detail = makeCheckDetail(),
}: {
  verify?: Answer;
  settle?: Answer;
  matches?: Answer;
  detail?: ReturnType<typeof makeCheckDetail>;
} = {}) {
  return renderReviewPage({
    detail,
    route: (_method, path) => {
      if (path === '/api/v1/device-verifications') return verify;
      if (path.endsWith('/settlement')) return settle;
      if (path.startsWith('/api/v1/replacement-matches')) return matches;
      return undefined;
    },
  });
}

async function openSettle(user: ReturnType<typeof userEvent.setup>) {
  await openRowMenu(user, CLEAN_IMEI);
  await user.click(await screen.findByRole('menuitem', { name: 'Settle Claim' }));
  return within(await screen.findByRole('dialog', { name: 'Settle Claim' }));
}

async function fillReplacement(dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  await user.type(dialog.getByLabelText('Replacement IMEI'), REPLACEMENT);
  await user.type(dialog.getByLabelText('Make'), 'Apple');
  await user.type(dialog.getByLabelText('Model'), 'iPhone 15');
  await user.type(dialog.getByLabelText('Color'), 'Black');
  await user.type(dialog.getByLabelText('Storage'), '128GB');
}

describe('Settle Claim dialog', () => {
  it('re-verifies the device, requires every replacement detail, then settles and says so twice', async () => {
    const { user, calls } = renderWith();
    const dialog = await openSettle(user);
    expect(dialog.getAllByText(CLEAN_IMEI).length).toBeGreaterThan(0);
    expect(await dialog.findByText('Nothing has changed since the original check.')).toBeTruthy();
    // The verified report, in the same form as on the intake.
    expect(
      within(dialog.getByRole('region', { name: 'Device History Certificate' })).getByText('Green'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/device-verifications')?.body).toEqual({
      imei: CLEAN_IMEI,
    });

    await user.click(dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }));
    await user.type(dialog.getByLabelText('Make'), 'Apple');
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect(
      (await findToast('Incomplete Replacement Information')).getByText(
        'Please fill in all replacement device details.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/settlement'))).toBe(false);

    await user.clear(dialog.getByLabelText('Make'));
    await fillReplacement(dialog, user);
    await user.type(dialog.getByLabelText('Notes (optional)'), 'Swapped in store');
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));

    expect(
      (await findToast('Claim Settled')).getByText('The claim has been successfully settled and recorded.'),
    ).toBeTruthy();
    expect((await findToast('Success')).getByText('Claim has been accepted successfully.')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/settlement'))?.body).toEqual({
      includesReplacement: true,
      replacement: { imei: REPLACEMENT, make: 'Apple', model: 'iPhone 15', color: 'Black', storage: '128GB' },
      notes: 'Swapped in store',
      verificationId: VERIFICATION_ID,
      overrideReason: '',
    });
    expect(screen.queryByRole('dialog', { name: 'Settle Claim' })).toBeNull();
  });

  it('reads the list again after settling, not the check it removed', async () => {
    const { user, listCalls, checkReads } = renderWith();
    const dialog = await openSettle(user);
    await dialog.findByText('Nothing has changed since the original check.');
    const listsBefore = listCalls().length;
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    await findToast('Claim Settled');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(listsBefore));
    expect(checkReads()).toHaveLength(1);
  });

  it('checks the replacement IMEI with the IMEI rules before sending', async () => {
    const { user, calls } = renderWith();
    const dialog = await openSettle(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }));
    await fillReplacement(dialog, user);
    await user.clear(dialog.getByLabelText('Replacement IMEI'));
    await user.type(dialog.getByLabelText('Replacement IMEI'), '356789012345673');
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect((await findToast('Invalid IMEI')).getByText('Invalid IMEI - failed Luhn check')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/settlement'))).toBe(false);
  });

  it('lists what changed since the check and keeps Settle off until a reason is written, which it sends', async () => {
    const { user, calls } = renderWith({
      verify: verified(['Verdict: green → red', 'Claims found: 0 → 1'], ['Ownership records']),
    });
    const dialog = await openSettle(user);
    const warning = within(await dialog.findByRole('alert'));
    expect(warning.getByText('Device status changed since the check')).toBeTruthy();
    expect(warning.getByText('Verdict: green → red')).toBeTruthy();
    expect(warning.getByText('Claims found: 0 → 1')).toBeTruthy();
    expect(warning.getByText(/so not compared: Ownership records\./)).toBeTruthy();

    const settle = dialog.getByRole('button', { name: 'Settle Claim' });
    expect(settle).toHaveProperty('disabled', true);
    const reason = dialog.getByLabelText(decisionMessages.overrideReasonLabel);
    await user.type(reason, '   ');
    expect(settle).toHaveProperty('disabled', true);
    expect(calls.some((call) => call.path.endsWith('/settlement'))).toBe(false);

    await user.clear(reason);
    await user.type(reason, 'Duplicate confirmed by phone');
    expect(settle).toHaveProperty('disabled', false);
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect(await findToast('Claim Settled')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/settlement'))?.body).toMatchObject({
      verificationId: VERIFICATION_ID,
      overrideReason: 'Duplicate confirmed by phone',
    });
  });

  it('asks for the reason for settling a claim triage referred: the notice says so until one is given, then sends it', async () => {
    const referred = makeCheckDetail({
      triage: {
        score: 60,
        route: 'refer',
        reasons: [{ rule: 'blocklisted', text: 'The device is on a network blocklist', points: 60 }],
        ruleSetVersion: 0,
      },
    });
    const { user, calls } = renderWith({ detail: referred });
    const dialog = await openSettle(user);
    const reason = await dialog.findByLabelText(decisionMessages.referralReasonLabel);
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect(await findToast(decisionMessages.referralReasonTitle)).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/settlement'))).toBe(false);

    await user.type(reason, 'Cleared by the fraud team');
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect(await findToast('Claim Settled')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/settlement'))?.body).toMatchObject({
      referralReason: 'Cleared by the fraud team',
    });
  });

  it('asks no referral reason for a claim triage did not refer', async () => {
    const { user } = renderWith();
    const dialog = await openSettle(user);
    await dialog.findByRole('button', { name: 'Settle Claim' });
    expect(dialog.queryByLabelText(decisionMessages.referralReasonLabel)).toBeNull();
  });

  it('does not say nothing changed when a fact could not be compared', async () => {
    const { user } = renderWith({ verify: verified([], ['Stolen records']) });
    const dialog = await openSettle(user);
    expect(await dialog.findByText(decisionMessages.nothingReportedChanged)).toBeTruthy();
    expect(dialog.queryByText(decisionMessages.nothingChanged)).toBeNull();
    expect(dialog.queryByLabelText(decisionMessages.overrideReasonLabel)).toBeNull();
  });

  it("says why the device was not re-verified when the organisation's search budget is used up", async () => {
    const message = deviceSearchMessages.budgetUsedUp(100);
    const { user } = renderWith({
      verify: {
        status: 429,
        body: { code: 'SEARCH_BUDGET_USED_UP', title: deviceSearchMessages.budgetUsedUpTitle, message },
      },
    });
    const dialog = await openSettle(user);
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(dialog.queryByText(decisionMessages.verificationWarning)).toBeNull();
  });

  it("says 'Verification Warning' once when the device cannot be re-verified, and still settles without repeating it", async () => {
    const { user, calls } = renderWith({
      verify: { status: 504, body: { code: 'PROVIDER_ERROR', message: 'The provider timed out' } },
    });
    const dialog = await openSettle(user);
    expect(
      await dialog.findByText('Could not verify current device status. Proceeding with caution.'),
    ).toBeTruthy();
    expect(await findToast('Verification Warning')).toBeTruthy();
    expect(screen.getAllByText('Verification Warning', { selector: '[data-title]' })).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect(await findToast('Claim Settled')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Verification Warning', { selector: '[data-title]' })).toBeNull(),
    );
    expect(calls.filter((call) => call.path === '/api/v1/device-verifications')).toHaveLength(1);
    expect(calls.find((call) => call.path.endsWith('/settlement'))?.body).toEqual({
      includesReplacement: false,
      replacement: null,
      notes: '',
      verificationId: null,
      overrideReason: '',
    });
  });

  it('offers no replacement device for a total-loss claim type', async () => {
    const { user } = renderWith({ detail: makeCheckDetail({ claimType: 'Total Loss', isTotalLoss: true }) });
    const dialog = await openSettle(user);
    expect(
      await dialog.findByText('Total-loss claims are settled without a replacement device.'),
    ).toBeTruthy();
    const [claimType, badge] = dialog.getAllByText('Total Loss');
    expect(claimType?.textContent).toBe('Total Loss');
    expectTotalLossBadge(badge as HTMLElement);
    expect(dialog.queryByRole('checkbox')).toBeNull();
  });

  it("shows the server's refusal with its heading ('Cannot Use This IMEI') and keeps the dialog", async () => {
    const { user } = renderWith({
      settle: {
        status: 409,
        body: {
          code: 'REPLACEMENT_PENDING',
          title: 'Cannot Use This IMEI',
          message: 'It has a pending check.',
        },
      },
    });
    const dialog = await openSettle(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }));
    await fillReplacement(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Settle Claim' }));
    expect((await findToast('Cannot Use This IMEI')).getByText('It has a pending check.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Settle Claim' })).toBeTruthy();
  });

  it('lists earlier claims with the same replacement device after a pause, 3 of them and "... and N more"', async () => {
    const match = (n: number) => ({
      imei: `35332811000${n}000`,
      replacementImei: REPLACEMENT,
      acceptedAt: '2025-02-01T10:00:00.000Z',
      acceptedBy: 'Jo Smith',
    });
    const { user, calls } = renderWith({
      matches: { status: 200, body: { matches: [1, 2, 3, 4, 5].map(match) } },
    });
    const dialog = await openSettle(user);
    await user.click(dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }));
    await user.type(dialog.getByLabelText('Replacement IMEI'), REPLACEMENT.slice(0, 13));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls.some((call) => call.path.startsWith('/api/v1/replacement-matches'))).toBe(false);

    await user.type(dialog.getByLabelText('Replacement IMEI'), REPLACEMENT.slice(13, 14));
    const title = await dialog.findByText('Replacement IMEI used before', {}, { timeout: 2000 });
    const warning = within(title.closest('[role="status"]') as HTMLElement);
    expect(warning.getAllByRole('listitem')).toHaveLength(3);
    expect(warning.getByText('... and 2 more')).toBeTruthy();
    expect(
      calls.filter((call) => call.path.startsWith('/api/v1/replacement-matches')).map((call) => call.path),
    ).toEqual([`/api/v1/replacement-matches?imei=${REPLACEMENT.slice(0, 14)}`]);
  });

  it('asks about the replacement device only once the 14th digit has stood for 500 ms', async () => {
    const match = {
      imei: '353328110000039',
      replacementImei: REPLACEMENT,
      acceptedAt: null,
      acceptedBy: null,
    };
    const { user, calls } = renderWith({ matches: { status: 200, body: { matches: [match] } } });
    const dialog = await openSettle(user);
    expect(await dialog.findByText('Nothing has changed since the original check.')).toBeTruthy();
    await user.click(dialog.getByRole('checkbox', { name: 'Claim includes replacement device' }));
    const input = dialog.getByLabelText('Replacement IMEI');
    const lookups = () =>
      calls.filter((call) => call.path.startsWith('/api/v1/replacement-matches')).map((call) => call.path);
    // Only the clock is faked (user-event's own waits would stall on it), so the input is changed directly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    fireEvent.change(input, { target: { value: REPLACEMENT.slice(0, 13) } });
    await wait(2 * PAUSE_MS);
    expect(lookups()).toEqual([]);

    fireEvent.change(input, { target: { value: REPLACEMENT.slice(0, 14) } });
    await wait(PAUSE_MS - 1);
    expect(lookups()).toEqual([]);
    expect(dialog.queryByText('Replacement IMEI used before')).toBeNull();

    await wait(1);
    expect(lookups()).toEqual([`/api/v1/replacement-matches?imei=${REPLACEMENT.slice(0, 14)}`]);
    await wait(50);
    expect(dialog.getByText('Replacement IMEI used before')).toBeTruthy();
    expect(dialog.getByText('Claim for IMEI 353328110000039')).toBeTruthy();

    // The 15th digit keeps the same first 14: no second request, however long the pause.
    fireEvent.change(input, { target: { value: REPLACEMENT } });
    await wait(2 * PAUSE_MS);
    expect(lookups()).toHaveLength(1);
  });
});
