import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKeyMessages } from '@/domain/api-key-messages';
import {
  API_KEYS_PATH,
  CLAIM_CENTER_KEY,
  renderOrgAdmin,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const NEW_KEY = `cgk_${'x'.repeat(43)}`;

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
    const { user, calls } = renderOrgAdmin((method, path, body) =>
      method === 'POST' && path === API_KEYS_PATH
        ? {
            status: 201,
            body: { id: '0c1d2e3f-0000-4000-8000-0000000a0002', ...(body as object), key: NEW_KEY },
          }
        : undefined,
    );
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
