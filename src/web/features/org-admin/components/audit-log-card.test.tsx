import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOrgAdmin } from '@/web/features/org-admin/testing/render-org-admin-page';

afterEach(() => vi.unstubAllGlobals());

describe('Org Admin Panel audit log', () => {
  it('lists each event with who acted, through which API key, and what was done', async () => {
    renderOrgAdmin();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const byKey = await within(table).findByRole('row', { name: /check\.recorded/ });
    expect(within(byKey).getByText('Ada Admin (API key "ClaimCenter")')).toBeTruthy();
    expect(within(byKey).getByText('{"imei":"353328110000019"}')).toBeTruthy();
    const byPerson = within(table).getByRole('row', { name: /api-key\.created/ });
    expect(within(byPerson).getByText('Ada Admin')).toBeTruthy();
  });

  it('narrows the log to days given in the address, and clears them at once', async () => {
    const { user, calls } = renderOrgAdmin(undefined, '?from=2026-11-01&to=2026-11-20');
    await screen.findByRole('table', { name: 'Audit log' });
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path.includes('from=2026-11-01&to=2026-11-20'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/audit-events/export.csv',
    );
  });

  it('searches the log and exports what it shows', async () => {
    const { user, calls } = renderOrgAdmin();
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by action, person or detail (an IMEI)' }),
      'api-key',
    );
    const exportLink = await screen.findByRole('link', { name: 'Export CSV' });
    await vi.waitFor(() =>
      expect(exportLink.getAttribute('href')).toBe('/api/v1/audit-events/export.csv?search=api-key'),
    );
    await vi.waitFor(() =>
      expect(
        calls.some(
          (call) => call.path.startsWith('/api/v1/audit-events?') && call.path.includes('search=api-key'),
        ),
      ).toBe(true),
    );
  });
});
