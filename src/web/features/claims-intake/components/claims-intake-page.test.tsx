import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { BLOCKED_IMEI, CLEAN_IMEI, makeBlockedReport, makeCheck, makeReport } from '@/web/testing/make-check';
import { chooseClaimType, imeiInput, renderIntakePage, searchButton } from '@/web/testing/render-intake-page';
import { UNREPORTED_FACTS } from '../../../../../tests/fixtures/make-device-report';

afterEach(() => vi.unstubAllGlobals());

type Page = ReturnType<typeof renderIntakePage>;

async function search({ user }: Page, imei = CLEAN_IMEI) {
  await user.type(imeiInput(), imei);
  await chooseClaimType(user, 'Accidental Damage');
  await user.type(screen.getByLabelText('Claim Reference (optional)'), 'CLM-42');
  await user.click(searchButton());
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('claims intake results', () => {
  it('shows a clean device card by card, says the check is saved, and clears on Search Again', async () => {
    const page = renderIntakePage();
    await search(page);

    const heading = await screen.findByRole('heading', { name: 'Check Results' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      (await findToast('Check Complete')).getByText(
        'Claims intake completed successfully and saved to history.',
      ),
    ).toBeTruthy();
    expect(page.posted()[0]?.body).toEqual({
      imei: CLEAN_IMEI,
      reference: 'CLM-42',
      claimType: 'Accidental Damage',
      fnol: false,
      lossDate: null,
    });

    const device = card('Device Information');
    expect(device.getByText(CLEAN_IMEI)).toBeTruthy();
    expect(device.getByText('Yes')).toBeTruthy();
    expect(device.getByText('APPLE')).toBeTruthy();
    expect(device.getByText('IPHONE 7')).toBeTruthy();
    expect(
      card('Claims in the Device-History Registry').getByText(
        'No claims found in the device-history registry',
      ),
    ).toBeTruthy();
    expect(card('Network Block (GSMA)').getByText('Not Blocked')).toBeTruthy();
    expect(card('Device Lock Status').getByText('NOT ACTIVATED')).toBeTruthy();
    expect(card('Device History Certificate').getByText('Green')).toBeTruthy();
    expect(card('Device History Certificate').getByText('CERT-1001')).toBeTruthy();
    expect(card('Certificate Last Searched').getByText('Never')).toBeTruthy();
    expect(card('Searches by Other Insurers').getByText('No searches by other insurers')).toBeTruthy();
    expect(card('Stolen').getByText('No stolen records')).toBeTruthy();
    expect(card('Found').getByText('No found records')).toBeTruthy();
    expect(card('Lost').getByText('No lost records')).toBeTruthy();
    expect(card('Ownership').getByText('No ownership records')).toBeTruthy();
    expect(card('GSMA Block History Details').getByText('No block history')).toBeTruthy();
    expect(card('GSMA Block History Details').getByText(/can take up to 24 hours/)).toBeTruthy();
    expect(screen.getByText('No warning signs in this report')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Settle Claim' })).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: 'Search Again' }));
    expect(screen.queryByRole('heading', { name: 'Check Results' })).toBeNull();
    expect(imeiInput().value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Claim Reference (optional)').value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Claim Type' }).textContent).toContain('Select a claim type');
    expect(
      screen.getByRole('checkbox', { name: 'Mark as First Notice of Loss' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.queryByRole('button', { name: 'Search Again' })).toBeNull();
    expect(searchButton().disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(imeiInput()));
  });

  it('shows every warning sign of a blocked, locked, stolen and lost device', async () => {
    const page = renderIntakePage({
      check: { status: 201, body: makeCheck({ imei: BLOCKED_IMEI, report: makeBlockedReport() }) },
    });
    await search(page, BLOCKED_IMEI);
    await screen.findByRole('heading', { name: 'Check Results' });

    const claims = card('Claims in the Device-History Registry');
    expect(claims.getByText('1 claim found in the device-history registry')).toBeTruthy();
    expect(claims.getByText('Other Insurer plc')).toBeTruthy();
    expect(claims.getByText('OI-77812')).toBeTruthy();

    const block = card('Network Block (GSMA)');
    expect(block.getByText('Blocked')).toBeTruthy();
    expect(block.getByText('Vodafone UK')).toBeTruthy();
    expect(block.getByText('BLOCKED')).toBeTruthy();
    expect(block.getByText('Nov 02, 2023')).toBeTruthy();
    expect(block.getByText('+2 more')).toBeTruthy();

    expect(card('Device Lock Status').getByText('ACTIVATED')).toBeTruthy();
    expect(card('Device History Certificate').getByText('Red')).toBeTruthy();
    expect(card('Device History Certificate').getByText('CERT-2002')).toBeTruthy();
    expect(card('Certificate Last Searched').getByText('May 11, 2024 16:20:00')).toBeTruthy();

    const searches = card('Searches by Other Insurers');
    const rows = searches.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'May 02, 2024 14:05:00Insurer A0300 000 0002',
      'May 11, 2024 16:20:00Insurer CNot Known',
    ]);

    const stolen = card('Stolen');
    expect(stolen.getByText('Reported stolen (1 record)')).toBeTruthy();
    expect(stolen.getByText('BF/08/1090')).toBeTruthy();
    expect(stolen.getByText('bedfordshire')).toBeTruthy();
    expect(card('Lost').getByText('LP-5521')).toBeTruthy();
    expect(card('Found').getByText('No found records')).toBeTruthy();

    const history = card('GSMA Block History Details');
    expect(history.getAllByRole('row')).toHaveLength(4);
    expect(history.getByText('CUSTOMER REQUEST')).toBeTruthy();
    expect(history.getByText('Jan 10, 2024 11:00:00')).toBeTruthy();

    // Danger is said in words as well as colour.
    expect(screen.getByText(/6 warning signs/)).toBeTruthy();
    for (const name of [
      'Claims in the Device-History Registry',
      'Network Block (GSMA)',
      'Device Lock Status',
      'Stolen',
      'Lost',
    ]) {
      expect(screen.getByRole('region', { name }).className).toContain('border-destructive');
    }
    expect(screen.getByRole('region', { name: 'Found' }).className).not.toContain('border-destructive');
  });

  it('says "Not reported by the provider" on every card the answer left out, and never shows it as clean', async () => {
    const report = makeReport({ certificate: { result: 'red', id: 'CERT-9' }, ...UNREPORTED_FACTS });
    const page = renderIntakePage({ check: { status: 201, body: makeCheck({ report }) } });
    await search(page);
    await screen.findByRole('heading', { name: 'Check Results' });

    for (const name of [
      'Claims in the Device-History Registry',
      'Network Block (GSMA)',
      'Device Lock Status',
      'Certificate Last Searched',
      'Searches by Other Insurers',
      'Stolen',
      'Found',
      'Lost',
      'Ownership',
      'GSMA Block History Details',
    ]) {
      expect(card(name).getByText('Not reported by the provider')).toBeTruthy();
    }
    expect(card('Device History Certificate').getByText('Red')).toBeTruthy();
    for (const clean of [
      'Not Blocked',
      'No claims found in the device-history registry',
      'No stolen records',
      'No found records',
      'No lost records',
      'No ownership records',
      'No searches by other insurers',
      'No block history',
      'Never',
      'No warning signs in this report',
      /No warning signs among/,
    ]) {
      expect(screen.queryByText(clean)).toBeNull();
    }
    expect(screen.getByText(/1 warning sign: red certificate/)).toBeTruthy();
    expect(
      screen.getByText(
        'Not reported by the provider: claims, network block, device lock, last search, searches by other insurers, stolen records, found records, lost records, ownership, block history',
      ),
    ).toBeTruthy();
  });

  it('calls a green report clean only when every fact it sums up was reported', async () => {
    const partly = makeCheck({ report: makeReport({ stolen: null }) });
    const page = renderIntakePage({ check: { status: 201, body: partly } });
    await search(page);
    await screen.findByRole('heading', { name: 'Check Results' });
    expect(screen.queryByText('No warning signs in this report')).toBeNull();
    expect(
      screen.getByText(
        /No warning signs among the facts reported · Not reported by the provider: stolen records/,
      ),
    ).toBeTruthy();
  });

  it('lists every make and model the provider named when it named several', async () => {
    const report = makeReport({
      modelCandidates: [
        { manufacturer: 'APPLE', model: 'IPHONE 7', colour: 'BLACK', storage: '32GB' },
        { manufacturer: 'APPLE', model: 'IPHONE 7', colour: 'ROSE GOLD', storage: '128GB' },
        { manufacturer: 'FOXCONN', model: 'A1778', colour: null, storage: null },
      ],
    });
    const page = renderIntakePage({ check: { status: 201, body: makeCheck({ report }) } });
    await search(page);
    const device = await screen.findByRole('region', { name: 'Device Information' });
    const items = within(within(device).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'APPLE IPHONE 7 (BLACK, 32GB)',
      'APPLE IPHONE 7 (ROSE GOLD, 128GB)',
      'FOXCONN A1778',
    ]);
  });
});

describe('claims intake failures', () => {
  it("shows the check's triage: its route, score, rules version and every reason with its points", async () => {
    const triage = {
      score: 50,
      route: 'review' as const,
      reasons: [
        { rule: 'found-record', text: 'The device was handed in as found', points: 30 },
        {
          rule: 'blocklisted',
          text: 'The device is on a network blocklist: not reported by the provider, rule skipped',
          points: 0,
        },
      ],
      ruleSetVersion: 2,
    };
    const page = renderIntakePage({ check: { status: 201, body: makeCheck({ triage }) } });
    await search(page);
    await screen.findByRole('heading', { name: 'Check Results' });
    expect(screen.getByText('Review')).toBeTruthy();
    expect(screen.getByText('Score 50 · rules version 2')).toBeTruthy();
    const reasons = within(screen.getByRole('list', { name: 'Triage reasons' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'The device was handed in as found (+30)',
      'The device is on a network blocklist: not reported by the provider, rule skipped (0)',
    ]);
  });

  it('shows a 409 notice with the server message for 8 seconds', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const message = 'This IMEI was already checked on Mar 01, 2025. Find it in Claims Review.';
    const page = renderIntakePage({
      check: { status: 409, body: { code: 'PREVIOUSLY_CHECKED', title: 'IMEI Previously Checked', message } },
    });
    await search(page);
    expect((await findToast('IMEI Previously Checked')).getByText(message)).toBeTruthy();
    expect(errorToast).toHaveBeenCalledWith('IMEI Previously Checked', {
      id: expect.any(String),
      description: message,
      duration: 8_000,
    });
    errorToast.mockRestore();
    expect(screen.queryByRole('heading', { name: 'Check Results' })).toBeNull();
    expect(searchButton().disabled).toBe(false);
  });

  it('shows a provider failure as Check Failed with the server message', async () => {
    const message = 'The device-history service did not answer in time. Please try again.';
    const page = renderIntakePage({
      check: { status: 502, body: { code: 'PROVIDER_ERROR', title: 'Check Failed', message } },
    });
    await search(page);
    expect((await findToast('Check Failed')).getByText(message)).toBeTruthy();
  });

  it('falls back to the spec text when the server cannot be reached', async () => {
    const page = renderIntakePage({ check: 'network-failure' });
    await search(page);
    expect(
      (await findToast('Check Failed')).getByText('Failed to perform claims intake. Please try again.'),
    ).toBeTruthy();
  });
});

describe('provider data badges', () => {
  it('shows Simulated data when the server answers from the simulator', async () => {
    renderIntakePage({ simulated: true });
    expect(await screen.findByRole('button', { name: /Simulated data/ })).toBeTruthy();
    expect(screen.getByText(/Results come from the built-in simulator/)).toBeTruthy();
  });

  it("shows Test store, with why, when the server searches the provider's test store", async () => {
    renderIntakePage({ testStore: true });
    const badge = await screen.findByRole('button', { name: /^Test store/ });
    expect(badge.textContent).toMatch(/any serial outside the test set answers red/);
    expect(badge.textContent).toMatch(/Do not base claim decisions on them/);
  });

  it('leaves Test store out when the server says its store is not a test store', async () => {
    renderIntakePage({ simulated: true, testStore: false });
    // The Simulated data badge shows that app-info has been answered.
    await screen.findByRole('button', { name: /Simulated data/ });
    expect(screen.queryByRole('button', { name: /Test store/ })).toBeNull();
  });

  it('is absent with the live service', async () => {
    renderIntakePage({ simulated: false });
    await screen.findByRole('combobox', { name: 'Claim Type' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Simulated data')).toBeNull();
  });
});
