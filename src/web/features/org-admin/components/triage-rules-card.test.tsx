import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  renderOrgAdmin,
  TRIAGE_RULES,
  TRIAGE_RULES_PATH,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { TriageRulesCard } from './triage-rules-card';

afterEach(() => vi.unstubAllGlobals());

type Answer = { status: number; body?: unknown } | undefined;

/** The card alone on a stubbed API holding TRIAGE_RULES; `route` may answer any call first. */
function renderCard(route: (method: string, path: string, body: unknown) => Answer = () => undefined) {
  const api = fakeApi(
    (method, path, body) =>
      route(method, path, body) ??
      (path === TRIAGE_RULES_PATH
        ? { status: 200, body: TRIAGE_RULES }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }),
  );
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  renderPage(<TriageRulesCard />, '/dashboard/org-admin');
  return { user, calls: api.calls };
}

/** Types a text at once (pasted): the typing itself is not what these tests are about. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

/** Saving answers the rules sent as version 4. */
const savingRules = (method: string, path: string, body: unknown): Answer =>
  method === 'PUT' && path === TRIAGE_RULES_PATH
    ? { status: 200, body: { version: 4, createdAt: '2026-11-28T10:00:00.000Z', rules: body } }
    : undefined;

const PREVIEW_PATH = `${TRIAGE_RULES_PATH}/preview`;
const card = async () => within(await screen.findByRole('region', { name: 'Triage rules' }));
const rule = async (number: number) =>
  within(await (await card()).findByRole('group', { name: `Rule ${number}` }));
const saves = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((call) => call.method === 'PUT' && call.path === TRIAGE_RULES_PATH);

describe('Org Admin Panel triage rules', () => {
  it('shows each rule in the Org Admin Panel as fields: its condition, effect, reason and the not-reported choice', async () => {
    renderOrgAdmin();
    const triage = await card();
    expect(await triage.findByRole('textbox', { name: 'Review from (points)' })).toHaveProperty(
      'value',
      '20',
    );
    expect(triage.getByRole('textbox', { name: 'Refer from (points)' })).toHaveProperty('value', '60');
    const first = await rule(1);
    expect(first.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'blocklisted');
    expect(first.getByRole('combobox', { name: 'When' }).textContent).toBe(
      'The device is on a network blocklist',
    );
    expect(first.getByRole('textbox', { name: 'Points' })).toHaveProperty('value', '40');
    expect(first.getByRole('combobox', { name: 'When the provider did not report it' }).textContent).toBe(
      'Skip the rule',
    );
    const second = await rule(2);
    expect(second.getByRole('textbox', { name: 'Within days before the intake' })).toHaveProperty(
      'value',
      '30',
    );
    expect(second.getByRole('textbox', { name: 'At least this many searches' })).toHaveProperty('value', '2');
    expect(second.getByRole('combobox', { name: 'Route' }).textContent).toBe('Refer');
  });

  it('saves an edited rule and the new order as the next version', async () => {
    const { user, calls } = renderCard(savingRules);
    const points = (await rule(1)).getByRole('textbox', { name: 'Points' });
    await fill(user, points, '45');
    const triage = await card();
    await user.click(triage.getByRole('button', { name: 'Move rule 2 up' }));
    await user.click(triage.getByRole('button', { name: 'Save rules' }));

    await findToast('Triage rules saved');
    const [blocklisted, searched] = TRIAGE_RULES.rules.rules;
    expect(saves(calls).map((call) => call.body)).toEqual([
      {
        thresholds: { review: 20, refer: 60 },
        rules: [searched, { ...blocklisted, effect: { kind: 'addPoints', points: 45 } }],
      },
    ]);
    expect(await triage.findByText(/^Version 4\./)).toBeTruthy();
  });

  it('saves an added rule on the claim that sets the route, and leaves out a removed one', async () => {
    const { user, calls } = renderCard(savingRules);
    const triage = await card();
    await user.click(await triage.findByRole('button', { name: 'Add rule' }));
    const added = await rule(3);
    await fill(user, added.getByRole('textbox', { name: 'Name' }), 'write-off');
    await user.click(added.getByRole('combobox', { name: 'When' }));
    await user.click(await screen.findByRole('option', { name: 'The claim type is one of' }));
    await fill(
      user,
      added.getByRole('textbox', { name: 'Claim types (separated by commas)' }),
      'Write-off, Theft',
    );
    await user.click(added.getByRole('combobox', { name: 'Effect' }));
    await user.click(await screen.findByRole('option', { name: 'Set the route' }));
    await user.click(added.getByRole('combobox', { name: 'Route' }));
    await user.click(await screen.findByRole('option', { name: 'Review' }));
    await fill(
      user,
      added.getByRole('textbox', { name: 'Reason shown to handlers' }),
      'A write-off is reviewed',
    );
    await user.click(triage.getByRole('button', { name: 'Remove rule 1' }));
    await user.click(triage.getByRole('button', { name: 'Save rules' }));

    await findToast('Triage rules saved');
    expect(saves(calls).map((call) => call.body)).toEqual([
      {
        thresholds: { review: 20, refer: 60 },
        rules: [
          TRIAGE_RULES.rules.rules[1],
          {
            name: 'write-off',
            when: { fact: 'claimType', anyOf: ['Write-off', 'Theft'] },
            effect: { kind: 'setRoute', route: 'review' },
            reason: 'A write-off is reviewed',
            whenNotReported: 'fire',
          },
        ],
      },
    ]);
  });

  it('marks the field of a rule that cannot be saved and sends nothing', async () => {
    const { user, calls } = renderCard();
    const second = await rule(2);
    await user.clear(second.getByRole('textbox', { name: 'Name' }));
    const days = second.getByRole('textbox', { name: 'Within days before the intake' });
    await fill(user, days, 'soon');
    const refer = (await card()).getByRole('textbox', { name: 'Refer from (points)' });
    await fill(user, refer, '10');
    await user.click((await card()).getByRole('button', { name: 'Save rules' }));

    expect(second.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(second.getByText('Each rule needs a name')).toBeTruthy();
    expect(second.getByText('Enter a whole number')).toBeTruthy();
    expect((await card()).getByText('The refer threshold must be above the review threshold')).toBeTruthy();
    expect((await rule(1)).queryByText(/./, { selector: 'p.text-destructive' })).toBeNull();
    expect(saves(calls)).toEqual([]);
  });

  it("shows the server's refusal at the rule and field it names", async () => {
    const { user } = renderCard((method, path) =>
      method === 'PUT' && path === TRIAGE_RULES_PATH
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: 'Too big: expected number to be <=3650',
              details: [{ field: 'rules.1.when.days', message: 'Too big: expected number to be <=3650' }],
            },
          }
        : undefined,
    );
    const second = await rule(2);
    await user.click((await card()).getByRole('button', { name: 'Save rules' }));
    await findToast('Error saving triage rules');
    const days = second.getByRole('textbox', { name: 'Within days before the intake' });
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(days.getAttribute('aria-describedby')))?.textContent).toBe(
      'Too big: expected number to be <=3650',
    );
  });

  it('previews how many of the latest checks would change route, and to what', async () => {
    const { user, calls } = renderCard((method, path) =>
      method === 'POST' && path === PREVIEW_PATH
        ? {
            status: 200,
            body: {
              checks: 1000,
              changed: 25,
              before: { 'fast-track': 900, review: 80, refer: 20 },
              after: { 'fast-track': 875, review: 105, refer: 20 },
            },
          }
        : undefined,
    );
    const points = (await rule(1)).getByRole('textbox', { name: 'Points' });
    await fill(user, points, '20');
    await user.click((await card()).getByRole('button', { name: 'Preview' }));

    const preview = within(await screen.findByRole('status', { name: 'Preview' }));
    expect(preview.getByText('25 of the latest 1,000 open checks would change route.')).toBeTruthy();
    expect(preview.getByText('Fast-track').nextSibling?.textContent).toBe('900 → 875');
    expect(preview.getByText('Review').nextSibling?.textContent).toBe('80 → 105');
    const sent = calls.find((call) => call.path === PREVIEW_PATH)?.body as {
      rules: { rules: Array<{ effect: unknown }> };
      sample: number;
    };
    expect(sent.sample).toBe(1000);
    expect(sent.rules.rules[0]?.effect).toEqual({ kind: 'addPoints', points: 20 });
    expect(saves(calls)).toEqual([]);
  });
});
