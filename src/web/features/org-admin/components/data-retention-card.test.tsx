import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retentionMessages } from '@/domain/retention-messages';
import {
  COURT_HOLD,
  LEGAL_HOLDS_PATH,
  RETENTION_PATH,
  RETENTION_RUN,
  RETENTION_RUNS_PATH,
  RETENTION_SETTINGS,
  renderOrgAdmin,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const card = async () => within(await screen.findByRole('region', { name: 'Data retention' }));

describe('Org Admin Panel data retention', () => {
  it('shows the saved periods and saves the changed ones together', async () => {
    const { user, calls } = renderOrgAdmin((method, path, body) =>
      method === 'PUT' && path === RETENTION_PATH
        ? { status: 200, body: { ...RETENTION_SETTINGS, ...(body as object) } }
        : undefined,
    );
    const retention = await card();
    const decided = await retention.findByRole('spinbutton', { name: 'Decided claims' });
    expect(decided).toHaveProperty('value', '10');
    expect(retention.getByRole('spinbutton', { name: 'Raw provider answers' })).toHaveProperty('value', '90');
    await user.clear(decided);
    await user.type(decided, '6');
    await user.click(retention.getByRole('button', { name: 'Save' }));
    expect((await findToast('Settings saved')).getByText('Data retention settings saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { ...RETENTION_SETTINGS, decidedClaimsYears: 6 },
    ]);
  });

  it('refuses 0 years without asking the server', async () => {
    const { user, calls } = renderOrgAdmin();
    const retention = await card();
    const audit = await retention.findByRole('spinbutton', { name: 'Audit events' });
    await user.clear(audit);
    await user.type(audit, '0');
    await user.click(retention.getByRole('button', { name: 'Save' }));
    expect(
      (await findToast('Error saving settings')).getByText(
        retentionMessages.settingRange('auditEventsYears'),
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows what the next run would do and what the recent runs did', async () => {
    renderOrgAdmin();
    const retention = await card();
    const due = await retention.findByRole('list', { name: 'Due at the next run' });
    expect(due.textContent).toContain('12 checks never decided would be deleted');
    expect(due.textContent).toContain('1,250 provider answers would be reduced to the facts');
    expect(due.textContent).toContain('2 records due are kept by a legal hold');
    const runs = await retention.findByRole('table', { name: 'Recent retention runs' });
    const [, row] = within(runs).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11/28/2026', expect.stringMatching(/^11\/28\/2026 \d\d:\d\d$/), '40', '7', '1,312', '0']);
  });

  it('says when a run is under way', async () => {
    renderOrgAdmin((method, path) =>
      method === 'GET' && path === RETENTION_RUNS_PATH
        ? { status: 200, body: { items: [{ ...RETENTION_RUN, finishedAt: null }] } }
        : undefined,
    );
    const runs = await (await card()).findByRole('table', { name: 'Recent retention runs' });
    expect(within(runs).getByRole('cell', { name: 'Under way' })).toBeTruthy();
  });

  it('says when no run has happened yet', async () => {
    renderOrgAdmin((method, path) =>
      method === 'GET' && path === RETENTION_RUNS_PATH ? { status: 200, body: { items: [] } } : undefined,
    );
    const retention = await card();
    expect(
      await retention.findByText('No retention run yet. The settings are applied once a day.'),
    ).toBeTruthy();
  });

  it('lists the holds in force, places one with its reason and releases one', async () => {
    const { user, calls } = renderOrgAdmin((method, path) => {
      if (method === 'POST' && path === LEGAL_HOLDS_PATH) return { status: 201, body: COURT_HOLD };
      if (method === 'DELETE' && path === `${LEGAL_HOLDS_PATH}/${COURT_HOLD.id}`) return { status: 204 };
      return undefined;
    });
    const retention = await card();
    const list = await retention.findByRole('list', { name: 'Legal holds in force' });
    expect(within(list).getByText('Claim reference CLM-77')).toBeTruthy();

    await user.type(retention.getByRole('textbox', { name: 'Record' }), 'CLM-80');
    await user.type(retention.getByRole('textbox', { name: 'Reason' }), 'Regulator inquiry');
    await user.click(retention.getByRole('button', { name: 'Place hold' }));
    await findToast('Hold placed');
    await user.click(retention.getByRole('button', { name: 'Release hold on Claim reference CLM-77' }));
    await findToast('Hold released');
    expect(
      calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => [method, path, body]),
    ).toEqual([
      ['POST', LEGAL_HOLDS_PATH, { claimReference: 'CLM-80', reason: 'Regulator inquiry' }],
      ['DELETE', `${LEGAL_HOLDS_PATH}/${COURT_HOLD.id}`, undefined],
    ]);
  });

  it('refuses a hold without a reason without asking the server', async () => {
    const { user, calls } = renderOrgAdmin();
    const retention = await card();
    await user.type(await retention.findByRole('textbox', { name: 'Record' }), 'CLM-80');
    await user.click(retention.getByRole('button', { name: 'Place hold' }));
    expect(
      (await findToast('Error placing hold')).getByText(retentionMessages.holdReasonRequired),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
