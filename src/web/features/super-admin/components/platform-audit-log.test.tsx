import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformAuditEvent } from '@/domain/contracts/audit-log';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { PlatformAuditLog } from './platform-audit-log';

const OTHER = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Other Mutual' };
const ORGANISATIONS = [
  {
    id: 'b0000000-0000-4000-8000-000000000001',
    name: 'Acme',
    domain: 'acme.test',
    createdAt: '2026-11-01T09:00:00.000Z',
    userCount: 2,
  },
  { ...OTHER, domain: 'other.test', createdAt: '2026-11-02T09:00:00.000Z', userCount: 1 },
];
const EVENTS = [
  {
    id: '0c1d2e3f-0000-4000-8000-0000000b0002',
    createdAt: '2026-11-21T10:15:00.000Z',
    organisation: 'Other Mutual',
    action: 'user.deactivated',
    subjectType: 'user',
    subjectId: '0c1d2e3f-0000-4000-8000-0000000c0001',
    actor: 'Olivia Other',
    apiKey: null,
    details: null,
    apiKeyId: null,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    directory: null,
  },
  {
    id: '0c1d2e3f-0000-4000-8000-0000000b0001',
    createdAt: '2026-11-20T09:30:00.000Z',
    organisation: null,
    action: 'sign_in.failed',
    subjectType: 'user',
    subjectId: null,
    actor: null,
    apiKey: null,
    details: { email: 'nobody@nowhere.test', reason: 'unknown-account' },
    apiKeyId: null,
    ipAddress: null,
    userAgent: null,
    directory: null,
  },
] satisfies PlatformAuditEvent[];

afterEach(() => vi.unstubAllGlobals());

describe('Super Admin Panel audit log', () => {
  it("shows each event's organisation (the platform's own as Platform) and narrows the log to one organisation", async () => {
    const api = fakeApi((_method, path) => {
      if (path === '/api/v1/organisations') return { status: 200, body: ORGANISATIONS };
      if (path.startsWith('/api/v1/platform/audit-events?'))
        return { status: 200, body: { items: EVENTS, total: 2, page: 1, pageSize: 25 } };
      if (path.startsWith('/api/v1/platform/audit-events/verification'))
        return { status: 200, body: { verified: true, events: 7 } };
      return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const user = userEvent.setup();
    renderPage(<PlatformAuditLog />, '/dashboard/super-admin');

    const table = await screen.findByRole('table', { name: 'Audit log' });
    const deactivated = await within(table).findByRole('row', { name: /user\.deactivated/ });
    expect(within(deactivated).getByText('Other Mutual')).toBeTruthy();
    expect(within(deactivated).getByText('203.0.113.7').getAttribute('title')).toBe(EVENTS[0]?.userAgent);
    expect(within(table).getByRole('row', { name: /sign_in\.failed/ }).textContent).toContain('Platform');

    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Other Mutual' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.includes(`organisationId=${OTHER.id}`))).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/v1/platform/audit-events/export.csv?organisationId=${OTHER.id}`,
    );
    // Verify checks the organisation chosen.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('All 7 events verified')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain(
      `/api/v1/platform/audit-events/verification?organisationId=${OTHER.id}`,
    );
  });
});
