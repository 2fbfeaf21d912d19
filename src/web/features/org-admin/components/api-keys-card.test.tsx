import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyMessages } from '@/domain/api-key-messages';
import {
  API_KEYS_PATH,
  CLAIM_CENTER_KEY,
  renderOrgAdmin,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { formatDate, formatDateTimeToMinute } from '@/web/lib/format-date';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const NEW_KEY = `cgk_${'x'.repeat(43)}`;

/** The panel on an API that creates the key asked for, with NEW_KEY and `expiresAt`. */
const renderCreating = (expiresAt: string | null) =>
  renderOrgAdmin((method, path, body) =>
    method === 'POST' && path === API_KEYS_PATH
      ? {
          status: 201,
          body: { id: '0c1d2e3f-0000-4000-8000-0000000a0002', ...(body as object), key: NEW_KEY, expiresAt },
        }
      : undefined,
  );

describe('Org Admin Panel API keys', () => {
  it('lists each key by name, prefix, scopes, creator and last use, never the key itself', async () => {
    renderOrgAdmin();
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByRole('row', { name: /ClaimCenter/ });
    for (const text of ['cgk_AbCd1234…', 'checks:write', 'claims:write', 'Ada Admin', 'Never']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it.each([
    [{ createdByFormerAdmin: true }, apiKeyMessages.creatorLeftBadge, apiKeyMessages.creatorLeftHint],
    [
      { isUsable: false, createdByFormerAdmin: true },
      apiKeyMessages.stoppedBadge,
      apiKeyMessages.stoppedHint,
    ],
  ])('marks a key %j: %s', async (standing, badge, hint) => {
    renderOrgAdmin((_method, path) =>
      path === API_KEYS_PATH ? { status: 200, body: [{ ...CLAIM_CENTER_KEY, ...standing }] } : undefined,
    );
    const row = within(await screen.findByRole('table', { name: 'API keys' })).getByRole('row', {
      name: /ClaimCenter/,
    });
    expect(within(row).getByText(badge)).toBeTruthy();
    expect(within(row).getByText(hint)).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
  });

  it('creates a key with the chosen scopes and shows it once, with Copy', async () => {
    const { user, calls } = renderCreating(null);
    await user.click(await screen.findByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Duck Creek');
    await user.click(within(dialog).getByRole('checkbox', { name: 'checks:read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'registers:read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));

    const shown = await screen.findByRole('dialog', { name: 'API key "Duck Creek"' });
    expect(within(shown).getByLabelText('Your new API key')).toHaveProperty('value', NEW_KEY);
    expect(within(shown).getByText(apiKeyMessages.shownOnce)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Duck Creek', scopes: ['checks:write', 'registers:read'] },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates a key that expires after the chosen time, and says when', async () => {
    const expiresAt = '2027-02-27T10:00:00.000Z';
    const { user, calls } = renderCreating(expiresAt);
    await user.click(await screen.findByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Pilot');
    expect(within(dialog).getByRole('combobox', { name: 'Expires' }).textContent).toBe(
      'Never (until revoked)',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: '90 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));

    const shown = await screen.findByRole('dialog', { name: 'API key "Pilot"' });
    expect(within(shown).getByText(new RegExp(apiKeyMessages.expires(formatDate(expiresAt))))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Pilot', scopes: ['checks:write', 'checks:read'], expiresInDays: 90 },
    ]);
  });

  it('shows when a key expires and until when the secret before its rotation works; an expired key cannot be rotated', async () => {
    const expiring = {
      ...CLAIM_CENTER_KEY,
      expiresAt: '2099-03-01T12:00:00.000Z',
      previousPrefix: 'cgk_OldOld12',
      previousKeyValidUntil: '2099-01-02T08:15:00.000Z',
    };
    const expired = {
      ...CLAIM_CENTER_KEY,
      id: '0c1d2e3f-0000-4000-8000-0000000a0009',
      name: 'Legacy',
      expiresAt: '2020-01-01T00:00:00.000Z',
      isUsable: false,
    };
    renderOrgAdmin((_method, path) =>
      path === API_KEYS_PATH ? { status: 200, body: [expiring, expired] } : undefined,
    );
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByRole('row', { name: /ClaimCenter/ });
    expect(within(row).getByText(apiKeyMessages.expires(formatDate(expiring.expiresAt)))).toBeTruthy();
    expect(
      within(row).getByText(
        apiKeyMessages.previousStillWorks(
          'cgk_OldOld12',
          formatDateTimeToMinute(expiring.previousKeyValidUntil),
        ),
      ),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Rotate ClaimCenter' })).toBeTruthy();
    const old = within(table).getByRole('row', { name: /Legacy/ });
    expect(within(old).getByText(apiKeyMessages.expiredBadge)).toBeTruthy();
    expect(within(old).getByText(apiKeyMessages.expiredHint)).toBeTruthy();
    expect(within(old).queryByRole('button', { name: 'Rotate Legacy' })).toBeNull();
    expect(within(old).getByRole('button', { name: 'Revoke Legacy' })).toBeTruthy();
  });

  it('rotates a key with the chosen grace period and shows the new key once, and until when the old one works', async () => {
    const validUntil = '2026-12-01T10:00:00.000Z';
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'POST' && path === `${API_KEYS_PATH}/${CLAIM_CENTER_KEY.id}/rotation`
        ? {
            status: 200,
            body: {
              id: CLAIM_CENTER_KEY.id,
              name: 'ClaimCenter',
              scopes: CLAIM_CENTER_KEY.scopes,
              key: NEW_KEY,
              expiresAt: null,
              previousKeyValidUntil: validUntil,
            },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Rotate ClaimCenter' }));
    const confirm = screen.getByRole('dialog', { name: 'Rotate API key?' });
    expect(within(confirm).getByText(apiKeyMessages.rotateConfirm('ClaimCenter'))).toBeTruthy();
    await user.click(within(confirm).getByRole('combobox', { name: apiKeyMessages.graceLabel }));
    await user.click(await screen.findByRole('option', { name: 'After 7 days' }));
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));

    const shown = await screen.findByRole('dialog', { name: 'API key "ClaimCenter"' });
    expect(within(shown).getByLabelText('Your new API key')).toHaveProperty('value', NEW_KEY);
    expect(
      within(shown).getByText(apiKeyMessages.previousValidUntil(formatDateTimeToMinute(validUntil))),
    ).toBeTruthy();
    expect((await findToast(apiKeyMessages.rotated)).getByText('ClaimCenter')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { graceHours: 168 },
    ]);
  });

  it('asks for a name and at least one scope before sending anything', async () => {
    const { user, calls } = renderOrgAdmin();
    await user.click(await screen.findByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect((await findToast('Validation Error')).getByText(apiKeyMessages.nameRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('Name'), 'Duck Creek');
    await user.click(within(dialog).getByRole('checkbox', { name: 'checks:write' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'checks:read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(apiKeyMessages.scopesRequired);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('revokes a key after asking, naming it', async () => {
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'DELETE' && path === `${API_KEYS_PATH}/${CLAIM_CENTER_KEY.id}` ? { status: 204 } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke ClaimCenter' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke API key?' });
    expect(within(confirm).getByText(apiKeyMessages.revokeConfirm('ClaimCenter'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect((await findToast(apiKeyMessages.revoked)).getByText('ClaimCenter')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
