import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MONITORING_PATH,
  MONITORING_SETTINGS,
  renderOrgAdmin,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const RUNS_PATH = '/api/v1/monitoring/runs';
const card = async () => within(await screen.findByRole('region', { name: 'Monitoring' }));

describe('Org Admin Panel monitoring', () => {
  it("shows the settings, this month's spend, the devices watched and the last run", async () => {
    renderOrgAdmin();
    const monitoring = await card();
    expect((await monitoring.findByRole('combobox', { name: 'Watch period' })).textContent).toBe('90 days');
    expect(monitoring.getByRole('combobox', { name: 'Interval' }).textContent).toBe('Weekly');
    expect(monitoring.getByRole('spinbutton', { name: 'Monthly search budget' })).toHaveProperty(
      'value',
      '100',
    );
    expect(monitoring.getByText('Searches this month').nextSibling?.textContent).toBe('12');
    expect(monitoring.getByText('Remaining').nextSibling?.textContent).toBe('88');
    expect(monitoring.getByText('Devices watched').nextSibling?.textContent).toBe('7');
    expect(monitoring.getByText('Last run').nextSibling?.textContent).toBe('Never');
  });

  it('shows the searches under way and reads the figures again until the run is answered', async () => {
    let reads = 0;
    renderOrgAdmin((method, path) => {
      if (method !== 'GET' || path !== MONITORING_PATH) return undefined;
      reads += 1;
      return { status: 200, body: { ...MONITORING_SETTINGS, searchesInProgress: reads === 1 ? 3 : 0 } };
    });
    const monitoring = await card();
    expect((await monitoring.findByText('Searching now')).nextSibling?.textContent).toBe('3');
    await waitFor(() => expect(monitoring.getByText('Searching now').nextSibling?.textContent).toBe('0'), {
      timeout: 5_000,
    });
    expect(reads).toBe(2);
  });

  it('saves the chosen settings together', async () => {
    const { user, calls } = renderOrgAdmin((method, path, body) =>
      method === 'PUT' && path === MONITORING_PATH
        ? { status: 200, body: { ...MONITORING_SETTINGS, ...(body as object) } }
        : undefined,
    );
    const monitoring = await card();
    await user.click(await monitoring.findByRole('combobox', { name: 'Watch period' }));
    await user.click(await screen.findByRole('option', { name: '180 days' }));
    await user.click(monitoring.getByRole('combobox', { name: 'Interval' }));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    const budget = monitoring.getByRole('spinbutton', { name: 'Monthly search budget' });
    await user.clear(budget);
    await user.type(budget, '500');
    await user.click(monitoring.getByRole('checkbox', { name: /Daily e-mail digest/ }));
    await user.click(monitoring.getByRole('button', { name: 'Save' }));
    expect((await findToast('Settings saved')).getByText('Monitoring settings saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { watchDays: 180, interval: 'daily', monthlyBudget: 500, dailyDigest: true },
    ]);
  });

  it('refuses a budget that is not a whole number without asking the server', async () => {
    const { user, calls } = renderOrgAdmin();
    const monitoring = await card();
    const budget = await monitoring.findByRole('spinbutton', { name: 'Monthly search budget' });
    await user.clear(budget);
    await user.click(monitoring.getByRole('button', { name: 'Save' }));
    expect(
      (await findToast('Error saving settings')).getByText(/must be a whole number from 0 to 1,000,000/),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks first, saying how many paid searches the run may spend, and a Cancel starts nothing', async () => {
    const { user, calls } = renderOrgAdmin();
    const monitoring = await card();
    await user.click(await monitoring.findByRole('button', { name: 'Run monitoring now' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Run monitoring now?' }));
    // 7 devices watched, 88 searches left: at most 7.
    expect(
      dialog.getByText(/this run may spend up to 7 searches \(88 left in this month's budget\)/),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says the budget left when it is less than the devices watched', async () => {
    const { user } = renderOrgAdmin((method, path) =>
      method === 'GET' && path === MONITORING_PATH
        ? { status: 200, body: { ...MONITORING_SETTINGS, remainingThisMonth: 1 } }
        : undefined,
    );
    await user.click(await (await card()).findByRole('button', { name: 'Run monitoring now' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Run monitoring now?' })).getByText(
        /may spend up to 1 search \(1 left/,
      ),
    ).toBeTruthy();
  });

  it('starts a run now once confirmed and says how many devices are queued', async () => {
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'POST' && path === RUNS_PATH
        ? {
            status: 202,
            body: { id: '0c1d2e3f-0000-4000-8000-0000000a0009', queued: 3, remainingThisMonth: 85 },
          }
        : undefined,
    );
    const monitoring = await card();
    await user.click(await monitoring.findByRole('button', { name: 'Run monitoring now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Run monitoring now?' })).getByRole('button', {
        name: 'Run now',
      }),
    );
    expect((await findToast('Monitoring run started')).getByText('3 devices queued')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([RUNS_PATH]);
  });

  it('cannot run while the budget is 0, and says why', async () => {
    renderOrgAdmin((method, path) =>
      method === 'GET' && path === MONITORING_PATH
        ? { status: 200, body: { ...MONITORING_SETTINGS, monthlyBudget: 0, remainingThisMonth: 0 } }
        : undefined,
    );
    const monitoring = await card();
    const run = await monitoring.findByRole('button', { name: 'Run monitoring now' });
    expect(run).toHaveProperty('disabled', true);
    expect(run.getAttribute('aria-describedby')).toBe('monitoring-run-hint');
    expect(monitoring.getByText(/Monitoring is off: set a monthly search budget above 0/)).toBeTruthy();
  });
});
