import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrySubmission } from '@/domain/contracts/settled-claims';
import { registryMessages } from '@/domain/registry-messages';
import {
  makeDeviceStatus,
  makeSettledDetail,
  SETTLED_CLAIM_ID,
} from '@/web/features/settled-claims/testing/make-settled-claim';
import {
  openSettledClaimDetails,
  renderSettledClaimsPage,
} from '@/web/features/settled-claims/testing/render-settled-claims-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const DETAIL_PATH = `/api/v1/settled-claims/${SETTLED_CLAIM_ID}`;
const RETRY_PATH = `${DETAIL_PATH}/registry-submission`;
const CONFIRM_PATH = `${DETAIL_PATH}/registry-confirmation`;
const RESEND_PATH = `${DETAIL_PATH}/registry-resubmission`;
const NOT_REPORTED = 'Not reported by the provider';

const registry = (overrides: Partial<RegistrySubmission>): RegistrySubmission => ({
  status: 'pending',
  transactionId: null,
  error: null,
  updatedAt: null,
  ...overrides,
});
const failed = registry({ status: 'failed', error: 'Registry rejected the IMEI' });
const unknown = registry({ status: 'unknown', error: 'The registry did not answer in time' });

/** The 'At intake' and 'At settlement' columns of the Device Status section. */
function statusColumns(dialog: ReturnType<typeof within>) {
  const section = within(dialog.getByRole('region', { name: 'Device Status' }));
  return {
    atIntake: within(section.getByRole('region', { name: 'At intake' })),
    atSettlement: within(section.getByRole('region', { name: 'At settlement' })),
  };
}

describe('Settled Claim Details', () => {
  it('shows the badges, the status at intake and at settlement, searches, devices, notes, who and when', async () => {
    const { user } = renderSettledClaimsPage({
      detail: makeSettledDetail({
        claimType: 'Total Loss',
        isTotalLoss: true,
        statusAtSettlement: makeDeviceStatus({ isBlocked: true, checkmendActivity: [] }),
      }),
    });
    const dialog = await openSettledClaimDetails(user);
    expect(await dialog.findByText('Settled')).toBeTruthy();
    // The claim type and its badge.
    expect(dialog.getAllByText('Total Loss')).toHaveLength(2);
    const { atIntake, atSettlement } = statusColumns(dialog);
    expect(atIntake.getByText('ACTIVATED')).toBeTruthy();
    expect(atIntake.getByText('Not Blocked')).toBeTruthy();
    expect(atIntake.getByText('Has Claims')).toBeTruthy();
    expect(atIntake.getByText('Lost')).toBeTruthy();
    const searches = within(atIntake.getByRole('region', { name: 'Search History' }));
    expect(searches.getByText('Certificate search')).toBeTruthy();
    expect(searches.getByText('Feb 01, 2025')).toBeTruthy();
    expect(atSettlement.getByText('Blocked')).toBeTruthy();
    expect(atSettlement.getByText('No searches recorded')).toBeTruthy();

    const replacement = within(dialog.getByRole('region', { name: 'Replacement Device' }));
    expect(replacement.getByText('356938035643809')).toBeTruthy();
    expect(replacement.getByText('Galaxy S24')).toBeTruthy();
    const settlement = within(dialog.getByRole('region', { name: 'Settlement' }));
    expect(settlement.getByText('CLM-2025-0042')).toBeTruthy();
    expect(settlement.getByText('Screen replaced under warranty')).toBeTruthy();
    expect(settlement.getByText('Alex Admin')).toBeTruthy();
    expect(settlement.getByText('alex@acme.test')).toBeTruthy();
    expect(
      settlement.getByText(format(new Date('2025-03-04T10:15:30.000Z'), 'MM/dd/yyyy HH:mm')),
    ).toBeTruthy();
  });

  it('shows "No replacement", "No notes", "Clear" and an unreported lock as such for a plain settlement', async () => {
    const plain = makeDeviceStatus({ isLost: false, findMyIphoneStatus: null });
    const { user } = renderSettledClaimsPage({
      detail: makeSettledDetail({
        replacement: null,
        notes: null,
        claimReference: null,
        fullCheckData: plain,
        statusAtSettlement: plain,
      }),
    });
    const dialog = await openSettledClaimDetails(user);
    expect(await dialog.findByText('No replacement')).toBeTruthy();
    expect(dialog.getByText('No notes')).toBeTruthy();
    const { atIntake } = statusColumns(dialog);
    expect(atIntake.getByText('Clear')).toBeTruthy();
    expect(atIntake.getByText('Not reported by the provider').className).not.toContain('success');
    expect(dialog.queryByText('Total Loss')).toBeNull();
    expect(dialog.queryByText('Claim Reference')).toBeNull();
  });

  it('never shows a fact the provider did not report as clean, in either column', async () => {
    const { user } = renderSettledClaimsPage({
      detail: makeSettledDetail({
        fullCheckData: makeDeviceStatus({ isBlocked: null, isLost: false, isStolen: null }),
        statusAtSettlement: makeDeviceStatus({ hasClaims: null, checkmendActivity: null }),
      }),
    });
    const dialog = await openSettledClaimDetails(user);
    const { atIntake, atSettlement } = statusColumns(dialog);
    // GSMA Blocklist and Stolen/Lost (stolen not reported, not lost).
    expect(atIntake.getAllByText(NOT_REPORTED)).toHaveLength(2);
    expect(atIntake.queryByText('Not Blocked')).toBeNull();
    expect(atIntake.queryByText('Clear')).toBeNull();
    // Existing Claims and the searches.
    expect(atSettlement.getAllByText(NOT_REPORTED)).toHaveLength(2);
    expect(atSettlement.queryByText('No Claims')).toBeNull();
    expect(atSettlement.queryByText('No searches recorded')).toBeNull();
  });

  it('lists the search history newest first, a search without a date last', async () => {
    const checkmendActivity = [
      { searchType: 'Insurer search (Older plc)', date: '2024-03-02 09:00:00' },
      { searchType: 'Insurer search (Undated plc)', date: null },
      { searchType: 'Certificate search', date: '2025-02-01 10:00:00' },
      { searchType: 'Insurer search (Middle plc)', date: '2024-11-20 16:45:00' },
    ];
    const { user } = renderSettledClaimsPage({
      detail: makeSettledDetail({ fullCheckData: makeDeviceStatus({ checkmendActivity }) }),
    });
    const dialog = await openSettledClaimDetails(user);
    const { atIntake } = statusColumns(dialog);
    const searches = within(atIntake.getByRole('region', { name: 'Search History' }));
    expect(searches.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Certificate search',
      'Insurer search (Middle plc)',
      'Insurer search (Older plc)',
      'Insurer search (Undated plc)',
    ]);
  });

  it('says the claim was settled on the intake status when the re-verification failed', async () => {
    const { user } = renderSettledClaimsPage({ detail: makeSettledDetail({ statusAtSettlement: null }) });
    const dialog = await openSettledClaimDetails(user);
    const { atIntake, atSettlement } = statusColumns(dialog);
    expect(
      atSettlement.getByText(
        'Re-verification failed or was not run — the claim was settled on the intake status.',
      ),
    ).toBeTruthy();
    expect(atIntake.getByText('ACTIVATED')).toBeTruthy();
  });

  it('warns what the claim was settled despite', async () => {
    const changes = ['GSMA Blacklist: Clear → Blocked', 'Lock status: notactivated → activated'];
    const { user } = renderSettledClaimsPage({ detail: makeSettledDetail({ overriddenChanges: changes }) });
    const dialog = await openSettledClaimDetails(user);
    expect(
      dialog.getByText(
        'Settled despite: GSMA Blacklist: Clear → Blocked; Lock status: notactivated → activated',
      ),
    ).toBeTruthy();
  });

  it("shows the device's full report now (a later search) and at intake", async () => {
    const { user } = renderSettledClaimsPage({ detail: makeSettledDetail() });
    const dialog = await openSettledClaimDetails(user);
    const current = within(await dialog.findByRole('region', { name: 'Current Status' }));
    expect(current.getByText(/^Last searched /)).toBeTruthy();
    expect(current.getByText(/^Red · \d+ warnings$/)).toBeTruthy();
    expect(current.getByRole('region', { name: 'Stolen' })).toBeTruthy();
    const intake = within(dialog.getByRole('region', { name: 'Status at Intake' }));
    expect(intake.getByText(/^Checked at intake /)).toBeTruthy();
    expect(intake.queryByText(/^Red/)).toBeNull();
  });

  it('warns of nothing when there was no warning to settle despite', async () => {
    const { user } = renderSettledClaimsPage();
    const dialog = await openSettledClaimDetails(user);
    expect(await dialog.findByText('Registry: registered (TX-778812)')).toBeTruthy();
    expect(dialog.queryByText(/Settled despite/)).toBeNull();
  });
});

describe('Settled Claim Details registry submission', () => {
  it.each([
    ['pending', 'Registry: pending', registry({ status: 'pending' })],
    ['sending', 'Registry: pending', registry({ status: 'sending' })],
    ['registered', 'Registry: registered (TX-1)', registry({ status: 'registered', transactionId: 'TX-1' })],
    ['failed', 'Registry: failed — Registry rejected the IMEI', failed],
    ['unknown', 'Registry: outcome unknown — The registry did not answer in time', unknown],
    ['off', 'Registry: off', registry({ status: 'off' })],
    ['null', 'Registry: not submitted', registry({ status: null })],
  ])('shows %s as "%s" to an org admin, with Retry for a failed one only', async (_name, text, state) => {
    const { user } = renderSettledClaimsPage({
      role: 'organization_admin',
      detail: makeSettledDetail({ registry: state, registryStatus: state.status }),
    });
    const dialog = await openSettledClaimDetails(user);
    expect(await dialog.findByText(text)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Retry' }) !== null).toBe(state.status === 'failed');
    expect(dialog.queryByRole('button', { name: 'Send again' }) !== null).toBe(state.status === 'unknown');
  });

  it('offers no Retry to a member', async () => {
    const { user } = renderSettledClaimsPage({
      role: 'organization_member',
      detail: makeSettledDetail({ registry: failed, registryStatus: 'failed' }),
    });
    const dialog = await openSettledClaimDetails(user);
    expect(await dialog.findByText('Registry: failed — Registry rejected the IMEI')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('queues a failed submission again for an org admin, says so and shows it pending', async () => {
    let retried = false;
    const { user, calls } = renderSettledClaimsPage({
      role: 'organization_admin',
      detail: makeSettledDetail({ registry: failed, registryStatus: 'failed' }),
      route: (method, url) => {
        if (method === 'POST' && url === RETRY_PATH) {
          retried = true;
          return { status: 202, body: { status: 'pending' } };
        }
        if (retried && url === DETAIL_PATH) {
          return { status: 200, body: makeSettledDetail({ registry: registry({ status: 'pending' }) }) };
        }
        return undefined;
      },
    });
    const dialog = await openSettledClaimDetails(user);
    await user.click(await dialog.findByRole('button', { name: 'Retry' }));
    expect(await findToast('Registry submission queued')).toBeTruthy();
    expect(await dialog.findByText('Registry: pending')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls.filter((call) => call.path === RETRY_PATH).map((call) => call.method)).toEqual(['POST']);
  });

  it("shows the server's refusal when the submission cannot be retried", async () => {
    const { user } = renderSettledClaimsPage({
      role: 'super_admin',
      detail: makeSettledDetail({ registry: failed, registryStatus: 'failed' }),
      route: (method, url) =>
        method === 'POST' && url === RETRY_PATH
          ? {
              status: 409,
              body: { code: 'NOT_RETRYABLE', message: 'Only a failed registry submission can be retried.' },
            }
          : undefined,
    });
    const dialog = await openSettledClaimDetails(user);
    await user.click(await dialog.findByRole('button', { name: 'Retry' }));
    expect(
      (await findToast('Retry failed')).getByText('Only a failed registry submission can be retried.'),
    ).toBeTruthy();
  });

  it('spells out the risk of an unknown outcome to everyone, and offers its two actions to admins only', async () => {
    const member = renderSettledClaimsPage({
      role: 'organization_member',
      detail: makeSettledDetail({ registry: unknown, registryStatus: 'unknown' }),
    });
    const dialog = await openSettledClaimDetails(member.user);
    expect(await dialog.findByText(registryMessages.unknownRisk)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Confirm registered' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it.each([
    [
      'Confirm registered',
      CONFIRM_PATH,
      registryMessages.confirmTitle,
      'Registration confirmed',
      'registered',
    ],
    ['Send again', RESEND_PATH, registryMessages.sendAgainTitle, 'Registry submission queued', 'pending'],
  ] as const)(
    '%s asks first, then posts once and shows the new status',
    async (action, path, title, toast, next) => {
      let done = false;
      const { user, calls } = renderSettledClaimsPage({
        role: 'organization_admin',
        detail: makeSettledDetail({ registry: unknown, registryStatus: 'unknown' }),
        route: (method, url) => {
          if (method === 'POST' && url === path) {
            done = true;
            return { status: next === 'pending' ? 202 : 200, body: { status: next } };
          }
          if (done && url === DETAIL_PATH) {
            return { status: 200, body: makeSettledDetail({ registry: registry({ status: next }) }) };
          }
          return undefined;
        },
      });
      const details = await openSettledClaimDetails(user);
      await user.click(await details.findByRole('button', { name: action }));
      const confirm = within(await screen.findByRole('dialog', { name: title }));
      expect(calls.filter((call) => call.path === path)).toEqual([]);
      await user.click(confirm.getByRole('button', { name: action }));
      expect(await findToast(toast)).toBeTruthy();
      expect(await details.findByText(`Registry: ${next}`)).toBeTruthy();
      expect(calls.filter((call) => call.path === path).map((call) => call.method)).toEqual(['POST']);
    },
  );
});
