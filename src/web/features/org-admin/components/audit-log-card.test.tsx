import { screen, waitFor, within } from '@testing-library/react';
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
    // Where the request came from, its client named when the address is hovered.
    expect(within(byKey).getByText('198.51.100.20').getAttribute('title')).toBe('ClaimCenter-Connector/5');
    const byPerson = within(table).getByRole('row', { name: /api_key\.created/ });
    expect(within(byPerson).getByText('Ada Admin')).toBeTruthy();
  });

  it('narrows the log to days given in the address, and clears them at once', async () => {
    const { user, calls } = renderOrgAdmin(undefined, '?from=2026-11-01&to=2026-11-20');
    await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() =>
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
    await waitFor(() =>
      expect(exportLink.getAttribute('href')).toBe('/api/v1/audit-events/export.csv?search=api-key'),
    );
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path.startsWith('/api/v1/audit-events?') && call.path.includes('search=api-key'),
        ),
      ).toBe(true),
    );
  });

  it('filters by person, action and subject, sends them and exports with them, and clears them at once', async () => {
    const { user, calls } = renderOrgAdmin();
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByRole('searchbox', { name: 'Filter by person (name or email)' }), 'ada');
    await user.type(
      screen.getByRole('searchbox', { name: 'Filter by action (claim.settled, or claim.)' }),
      'api-key.',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Filter by subject (kind or id)' }), 'api_key');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    await waitFor(() =>
      expect(exportLink.getAttribute('href')).toBe(
        '/api/v1/audit-events/export.csv?actor=ada&action=api-key.&subject=api_key',
      ),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('actor=ada&action=api-key.&subject=api_key'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(exportLink.getAttribute('href')).toBe('/api/v1/audit-events/export.csv'));
    // Past the boxes' pause for typing, the filters stay cleared.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(exportLink.getAttribute('href')).toBe('/api/v1/audit-events/export.csv');
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Filter by person (name or email)' }).value,
    ).toBe('');
  });

  it('verifies the log on request: every event, or the first that does not hold', async () => {
    let answer: unknown = { verified: true, events: 2 };
    const { user } = renderOrgAdmin((_method, path) =>
      path === '/api/v1/audit-events/verification' ? { status: 200, body: answer } : undefined,
    );
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('All 2 events verified')).toBeTruthy();

    answer = {
      verified: false,
      events: 2,
      firstBroken: {
        id: '0c1d2e3f-0000-4000-8000-0000000b0001',
        occurredAt: '2026-11-20T09:30:00.000Z',
        action: 'api_key.created',
        reason: 'content_changed',
      },
    };
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const broken = await screen.findByText(/Event api_key\.created of .* does not hold/);
    expect(broken.textContent).toContain('(id 0c1d2e3f-0000-4000-8000-0000000b0001)');
    expect(broken.textContent).toContain('its content was changed after it was written.');
    expect(screen.queryByText('All 2 events verified')).toBeNull();
  });
});
