import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast } from '@/web/testing/find-toast';
import { CLEAN_IMEI } from '@/web/testing/make-check';
import { pickDate } from '@/web/testing/pick-date';
import { chooseClaimType, imeiInput, renderIntakePage, searchButton } from '@/web/testing/render-intake-page';

afterEach(() => vi.unstubAllGlobals());

const pressEnterInImei = () => fireEvent.keyDown(imeiInput(), { key: 'Enter' });

/** Checks the toast, then clears it so the next step's toast is the only one on screen. */
async function expectOnlyMessage(title: string, message: string, others: string[]) {
  const notice = await findToast(title);
  expect(notice.getByText(message)).toBeTruthy();
  for (const other of others) expect(screen.queryByText(other)).toBeNull();
  toast.dismiss();
  await waitFor(() => expect(screen.queryByText(message)).toBeNull());
}

const RULES = {
  imeiRequired: 'Please enter an IMEI number',
  claimType: 'Please select a claim type',
  fnol: 'FNOL (First Notice of Loss) is required for total loss claims',
  lossDate: 'Loss Date is required when FNOL is checked',
  empty: 'IMEI cannot be empty',
  length: 'IMEI must be exactly 15 digits',
  luhn: 'Invalid IMEI - failed Luhn check',
};
const ALL = Object.values(RULES);
const othersThan = (message: string) => ALL.filter((other) => other !== message);

describe('claims intake validation (IMEI, claim type, FNOL, loss date, IMEI format)', () => {
  it('shows only the first failing rule, in the spec order, and posts nothing until all pass', async () => {
    const { user, posted } = renderIntakePage();
    await screen.findByRole('combobox', { name: 'Claim Type' });

    // 1. Search is disabled with an empty IMEI, so Enter is how the rule is reached.
    pressEnterInImei();
    await expectOnlyMessage('Validation Error', RULES.imeiRequired, othersThan(RULES.imeiRequired));

    // 2. An IMEI (still a bad one) but no claim type.
    await user.type(imeiInput(), '12345');
    pressEnterInImei();
    await expectOnlyMessage('Validation Error', RULES.claimType, othersThan(RULES.claimType));

    // 3. A total-loss claim type without FNOL.
    await chooseClaimType(user, 'Theft');
    await user.click(searchButton());
    await expectOnlyMessage('Validation Error', RULES.fnol, othersThan(RULES.fnol));

    // 4. FNOL without a loss date.
    await user.click(screen.getByRole('checkbox', { name: 'Mark as First Notice of Loss' }));
    await user.click(searchButton());
    await expectOnlyMessage('Validation Error', RULES.lossDate, othersThan(RULES.lossDate));

    // 5. The IMEI format, under its own title: non-digits are stripped first, so letters alone are an empty IMEI.
    await pickDate(user, 'Loss Date', '2025-01-15');
    await user.click(searchButton());
    await expectOnlyMessage('Invalid IMEI', RULES.length, othersThan(RULES.length));

    await user.clear(imeiInput());
    await user.type(imeiInput(), 'abc');
    await user.click(searchButton());
    await expectOnlyMessage('Invalid IMEI', RULES.empty, othersThan(RULES.empty));

    await user.clear(imeiInput());
    await user.type(imeiInput(), '353328110000014');
    await user.click(searchButton());
    await expectOnlyMessage('Invalid IMEI', RULES.luhn, othersThan(RULES.luhn));
    expect(posted()).toHaveLength(0);

    await user.clear(imeiInput());
    await user.type(imeiInput(), CLEAN_IMEI);
    await user.click(searchButton());
    await findToast('Check Complete');
    expect(posted().map((call) => call.body)).toEqual([
      { imei: CLEAN_IMEI, reference: '', claimType: 'Theft', fnol: true, lossDate: '2025-01-15' },
    ]);
  });

  it('opens with the IMEI field focused', async () => {
    renderIntakePage();
    await waitFor(() => expect(document.activeElement).toBe(imeiInput()));
  });

  it('keeps the digits of a pasted IMEI with separators', async () => {
    const { user } = renderIntakePage();
    await user.click(imeiInput());
    await user.paste('35-332811-000001-3');
    expect(imeiInput().value).toBe(CLEAN_IMEI);
  });
});

describe('claims intake form', () => {
  it('enables Search only with an IMEI and a claim type', async () => {
    const { user } = renderIntakePage();
    expect(imeiInput().maxLength).toBe(15);
    expect(imeiInput().inputMode).toBe('numeric');
    expect(searchButton().disabled).toBe(true);
    await user.type(imeiInput(), CLEAN_IMEI);
    expect(searchButton().disabled).toBe(true);
    await chooseClaimType(user, 'Accidental Damage');
    expect(searchButton().disabled).toBe(false);
    await user.clear(imeiInput());
    expect(searchButton().disabled).toBe(true);
  });

  it('marks the total-loss claim types', async () => {
    const { user } = renderIntakePage();
    await user.click(await screen.findByRole('combobox', { name: 'Claim Type' }));
    expect((await screen.findByRole('option', { name: /^Theft/ })).textContent).toContain('Total Loss');
    expect(screen.getByRole('option', { name: /^Accidental Damage/ }).textContent).not.toContain(
      'Total Loss',
    );
  });

  it('shows the Loss Date picker only with FNOL', async () => {
    const { user } = renderIntakePage();
    const fnol = await screen.findByRole('checkbox', { name: 'Mark as First Notice of Loss' });
    expect(screen.queryByLabelText('Loss Date')).toBeNull();
    expect(screen.getByText(/First Notice of Loss \(FNOL\) is the policyholder/)).toBeTruthy();
    await user.click(fnol);
    const lossDate = screen.getByRole('button', { name: 'Loss Date' });
    expect(lossDate.textContent).toBe('Pick a date');
    expect(lossDate.getAttribute('aria-describedby')).toBe('intake-loss-date-value intake-loss-date-hint');
    await user.click(fnol);
    expect(screen.queryByLabelText('Loss Date')).toBeNull();
  });

  it('disables Search and shows the two steps of the check while it runs: one search, then storing', async () => {
    const { user, release } = renderIntakePage({ holdCheck: true });
    await user.type(imeiInput(), CLEAN_IMEI);
    await chooseClaimType(user, 'Accidental Damage');
    await user.keyboard('{Tab}');
    await user.click(searchButton());

    expect(await screen.findByRole('button', { name: 'Searching...' })).toHaveProperty('disabled', true);
    const steps = within(screen.getByRole('list', { name: 'Steps of this check' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^1\. Searching the device-history service.*In progress$/),
      expect.stringMatching(/^2\. Storing the check.*Next$/),
    ]);
    expect(screen.getByRole('status').textContent).toContain('Checking the device');
    expect(imeiInput().disabled).toBe(true);

    release();
    expect(await screen.findByRole('heading', { name: 'Check Results' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Steps of this check' })).toBeNull();
    expect(searchButton().disabled).toBe(true);
  });

  it('does not search again on Enter while a result shows', async () => {
    const { user, posted } = renderIntakePage();
    await user.type(imeiInput(), CLEAN_IMEI);
    await chooseClaimType(user, 'Accidental Damage');
    await user.click(searchButton());
    await screen.findByRole('heading', { name: 'Check Results' });
    pressEnterInImei();
    await waitFor(() => expect(posted()).toHaveLength(1));
  });
});
