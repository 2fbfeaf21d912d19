import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scimMessages } from '@/domain/scim-messages';
import {
  AUDIT_EVENTS,
  OKTA_TOKEN,
  renderOrgAdmin,
  SCIM_TOKENS_PATH,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const NEW_TOKEN = `cgs_${'y'.repeat(43)}`;

describe('Org Admin Panel Directory sync (SCIM)', () => {
  it('shows the SCIM base URL and lists each token by name, prefix, creator and last use, never the token', async () => {
    renderOrgAdmin();
    const card = await screen.findByRole('region', { name: scimMessages.cardTitle });
    const baseUrl = within(card).getByText(scimMessages.baseUrlLabel).nextElementSibling;
    expect(baseUrl?.textContent).toBe(`${window.location.origin}/scim/v2`);
    const row = within(await within(card).findByRole('table', { name: 'SCIM tokens' })).getByRole('row', {
      name: /Okta/,
    });
    for (const text of ['cgs_EfGh5678…', 'Ada Admin']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).queryByText('Never')).toBeNull();
  });

  it('says so when there is no token yet', async () => {
    renderOrgAdmin((_method, path) => (path === SCIM_TOKENS_PATH ? { status: 200, body: [] } : undefined));
    expect(await screen.findByText(scimMessages.none)).toBeTruthy();
  });

  it('creates a token and shows it once, with Copy and where to put it', async () => {
    const { user, calls } = renderOrgAdmin((method, path, body) =>
      method === 'POST' && path === SCIM_TOKENS_PATH
        ? {
            status: 201,
            body: { id: '0c1d2e3f-0000-4000-8000-0000000d0002', ...(body as object), token: NEW_TOKEN },
          }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Create SCIM Token' }));
    const dialog = screen.getByRole('dialog', { name: 'Create SCIM Token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    expect((await findToast('Validation Error')).getByText(scimMessages.nameRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Entra ID');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    const shown = await screen.findByRole('dialog', { name: 'SCIM token "Entra ID"' });
    expect(within(shown).getByLabelText('Your new SCIM token')).toHaveProperty('value', NEW_TOKEN);
    expect(within(shown).getByText(scimMessages.shownOnce)).toBeTruthy();
    expect(within(shown).getByText(`${window.location.origin}/scim/v2`)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_TOKEN);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Entra ID' },
    ]);
  });

  it('revokes a token after asking', async () => {
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'DELETE' && path === `${SCIM_TOKENS_PATH}/${OKTA_TOKEN.id}`
        ? { status: 204, body: null }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke Okta' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke SCIM token?' });
    expect(within(confirm).getByText(scimMessages.revokeConfirm('Okta'))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect((await findToast(scimMessages.revoked)).getByText('Okta')).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === `${SCIM_TOKENS_PATH}/${OKTA_TOKEN.id}`),
    ).toBe(true);
  });

  it('names the directory as who acted in the audit log', async () => {
    const deactivated = {
      ...AUDIT_EVENTS[1],
      id: '0c1d2e3f-0000-4000-8000-0000000b0003',
      action: 'user.deactivated',
      subjectType: 'user',
      actor: null,
      details: null,
      directory: 'Okta',
    };
    renderOrgAdmin((_method, path) =>
      path.startsWith('/api/v1/audit-events?')
        ? { status: 200, body: { items: [deactivated], total: 1, page: 1, pageSize: 25 } }
        : undefined,
    );
    const row = await screen.findByRole('row', { name: /user\.deactivated/ });
    expect(within(row).getByText('Directory sync (SCIM token "Okta")')).toBeTruthy();
  });
});
