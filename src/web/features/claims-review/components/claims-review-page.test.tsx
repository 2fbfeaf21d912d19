import { fireEvent, screen, waitFor } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkId } from '@/web/testing/make-check';
import { makeSummary } from '@/web/testing/make-check-detail';
import { renderReviewPage, table } from '@/web/testing/render-review-page';

afterEach(() => vi.unstubAllGlobals());

const CREATED = '2025-03-04T10:15:30.000Z';
const manyChecks = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeSummary({ id: checkId(index), imei: `35332811000${String(index).padStart(4, '0')}` }),
  );

describe('claims review table', () => {
  it('shows date, time, IMEI and the placeholders for a missing claim type and reference', async () => {
    renderReviewPage({
      checks: [makeSummary({ createdAt: CREATED, claimType: null, reference: null })],
    });
    expect(await screen.findByRole('heading', { name: 'Claims Review' })).toBeTruthy();
    expect(await table().findByText('353328110000013')).toBeTruthy();
    expect(table().getByText(format(new Date(CREATED), 'MM/dd/yyyy'))).toBeTruthy();
    expect(table().getByText(format(new Date(CREATED), 'HH:mm:ss'))).toBeTruthy();
    expect(table().getByText('Not Set')).toBeTruthy();
    expect(table().getByText('No reference')).toBeTruthy();
    for (const column of ['Date', 'Time', 'IMEI', 'Claim Type', 'Claim Reference', 'Actions']) {
      expect(table().getByRole('columnheader', { name: column })).toBeTruthy();
    }
  });

  it("names each row's actions by its claim reference and time, not only the IMEI other rows may share", async () => {
    const imei = '353328110000013';
    const at = '2025-03-04T10:15:30.000Z';
    renderReviewPage({
      checks: [
        makeSummary({ id: checkId(1), imei, reference: 'CLM-42', createdAt: at }),
        makeSummary({ id: checkId(2), imei, reference: null, createdAt: at }),
      ],
    });
    const time = format(new Date(at), 'MM/dd/yyyy HH:mm:ss');
    expect(
      await table().findByRole('button', { name: `Actions for ${imei} (claim CLM-42, checked ${time})` }),
    ).toBeTruthy();
    expect(table().getByRole('button', { name: `Actions for ${imei} (checked ${time})` })).toBeTruthy();
  });

  it('pages with Next and Previous and keeps the page in the URL', async () => {
    const { user, router } = renderReviewPage({ checks: manyChecks(30) });
    expect(await screen.findByText('Showing 1 to 25 of 30 records')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26 to 30 of 30 records')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toContain('page=2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1 to 25 of 30 records')).toBeTruthy();
  });

  it('changes the page size and goes back to page 1', async () => {
    const { user, listCalls } = renderReviewPage({
      checks: manyChecks(60),
      path: '/dashboard/check-history?page=2&pageSize=25',
    });
    expect(await screen.findByText('Showing 26 to 50 of 60 records')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await screen.findByText('Showing 1 to 50 of 60 records')).toBeTruthy();
    expect(listCalls().at(-1)?.path).toBe('/api/v1/checks?page=1&pageSize=50');
  });

  it('searches after a pause, from page 1, and says when nothing matches', async () => {
    const { listCalls } = renderReviewPage({
      checks: manyChecks(30),
      path: '/dashboard/check-history?page=2',
    });
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    // Three keystrokes inside one pause, however busy the machine (typing with user-event can take longer than the
    // pause itself when the cores are loaded): only the whole text is searched.
    const searchBox = screen.getByRole('searchbox', { name: 'Search by IMEI or claim reference' });
    for (const text of ['Z', 'ZZ', 'ZZZ']) fireEvent.change(searchBox, { target: { value: text } });
    expect(await screen.findByText('No checks found matching "ZZZ"')).toBeTruthy();
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe('/api/v1/checks?page=1&pageSize=25&search=ZZZ'),
    );
    expect(listCalls().filter((call) => /search=Z{1,2}$/.test(call.path))).toEqual([]);
  });

  it('says when no checks have been performed yet', async () => {
    renderReviewPage({ checks: [] });
    expect(await screen.findByText('No checks have been performed yet.')).toBeTruthy();
    expect(screen.getByText('Showing 0 to 0 of 0 records')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderReviewPage({
      route: (_method, path) =>
        path.startsWith('/api/v1/checks?') ? { status: 500, body: { message: 'boom' } } : undefined,
    });
    expect(await screen.findByText('Failed to load check history. Please try again.')).toBeTruthy();
  });
});

describe('provider data badges', () => {
  const appInfo = (info: { simulatedDeviceHistory: boolean; deviceHistoryTestStore: boolean }) => ({
    route: (_method: string, path: string) =>
      path === '/api/v1/app-info' ? { status: 200, body: { ...info, simulatedCarrier: false } } : undefined,
  });

  it('shows Simulated data and Test store as the server says', async () => {
    renderReviewPage(appInfo({ simulatedDeviceHistory: true, deviceHistoryTestStore: true }));
    expect(await screen.findByRole('button', { name: /^Simulated data/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Test store/ })).toBeTruthy();
  });

  it('leaves Test store out when the store is not a test store', async () => {
    renderReviewPage(appInfo({ simulatedDeviceHistory: true, deviceHistoryTestStore: false }));
    // The Simulated data badge shows that app-info has been answered.
    await screen.findByRole('button', { name: /^Simulated data/ });
    expect(screen.queryByRole('button', { name: /Test store/ })).toBeNull();
  });
});

describe('claims review verdicts and the address', () => {
  it("shows each check's verdict with its warning count", async () => {
    renderReviewPage({
      checks: [
        makeSummary({ id: checkId(1), imei: '353328110000062', verdict: { result: 'red', warnings: 2 } }),
        makeSummary({ id: checkId(2), imei: '353328110000229', verdict: { result: 'green', warnings: 1 } }),
        makeSummary({ id: checkId(3) }),
      ],
    });
    expect(await table().findByText('Red · 2 warnings')).toBeTruthy();
    expect(table().getByText('Green · 1 warning')).toBeTruthy();
    expect(table().getByText('Green')).toBeTruthy();
    expect(table().getByRole('columnheader', { name: 'Verdict' })).toBeTruthy();
  });

  it("shows each check's triage route and score, and Not scored for a check recorded before triage", async () => {
    renderReviewPage({
      checks: [
        makeSummary({
          id: checkId(1),
          imei: '353328110000062',
          triage: { score: 20, route: 'refer', reasons: [], ruleSetVersion: 0 },
        }),
        makeSummary({
          id: checkId(2),
          imei: '353328110000229',
          triage: { score: 40, route: 'review', reasons: [], ruleSetVersion: 1 },
        }),
        makeSummary({ id: checkId(3), triage: null }),
      ],
    });
    expect(await table().findByText('Refer · 20')).toBeTruthy();
    expect(table().getByText('Review · 40')).toBeTruthy();
    expect(table().getByText('Not scored')).toBeTruthy();
    expect(table().getByRole('columnheader', { name: 'Triage' })).toBeTruthy();
  });

  it('filters by triage route from the bar, keeps it in the address and the export, and clears it', async () => {
    const { user, listCalls, router } = renderReviewPage();
    await table().findByText('353328110000013');
    await user.click(screen.getByRole('combobox', { name: 'Route' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All routes',
      'Fast-track',
      'Review',
      'Refer',
    ]);
    await user.click(await screen.findByRole('option', { name: 'Refer' }));
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe('/api/v1/checks?page=1&pageSize=25&route=refer'),
    );
    expect(router.state.location.search).toBe('?page=1&pageSize=25&route=refer');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/v1/checks/export.csv?route=refer',
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&pageSize=25'));
    expect(screen.getByRole('combobox', { name: 'Route' }).textContent).toBe('All routes');
  });

  it('reads the route from a shared link, and names a route it does not know', async () => {
    const { listCalls } = renderReviewPage({ path: '/dashboard/check-history?route=fast-track' });
    await table().findByText('353328110000013');
    expect(screen.getByRole('combobox', { name: 'Route' }).textContent).toBe('Fast-track');
    expect(listCalls().at(-1)?.path).toContain('route=fast-track');
    document.body.innerHTML = '';

    const unknown = renderReviewPage({ path: '/dashboard/check-history?route=escalate' });
    await table().findByText('353328110000013');
    expect((await screen.findByRole('status', { name: '' })).textContent).toContain(
      'The address\'s "route" filter "escalate" was left out: The route must be fast-track, review or refer.',
    );
    for (const call of unknown.listCalls()) expect(call.path).not.toContain('route=');
  });

  it.each([
    ['from=27/11/2026', 'from', '27/11/2026'],
    ['from=2026-11-2', 'from', '2026-11-2'],
    ['to=2026-13-01', 'to', '2026-13-01'],
  ])(
    '%s in the address: the list without it, the parameter named, and Clear filters',
    async (query, name, value) => {
      const { user, listCalls } = renderReviewPage({ path: `/dashboard/check-history?${query}&handler=x` });
      expect(await table().findByText('353328110000013')).toBeTruthy();
      const notice = await screen.findByRole('status', { name: '' });
      expect(notice.textContent).toContain(
        `The address's "${name}" filter "${value}" was left out: Dates must be given as YYYY-MM-DD.`,
      );
      expect(notice.textContent).toContain('The address\'s "handler" filter "x" was left out');
      for (const call of listCalls()) {
        expect(call.path).not.toContain(`${name}=`);
        expect(call.path).not.toContain('handler=');
      }
      await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
      await waitFor(() => expect(screen.queryByText(/was left out/)).toBeNull());
    },
  );

  it('says at the pickers that "from" is after "to", and lists without the days', async () => {
    const { listCalls } = renderReviewPage({
      path: '/dashboard/check-history?from=2026-03-02&to=2026-03-01',
    });
    expect(await table().findByText('353328110000013')).toBeTruthy();
    expect(screen.getByText('The "from" date must not be after the "to" date')).toBeTruthy();
    expect(screen.queryByText(/Failed to load/)).toBeNull();
    for (const call of listCalls()) expect(call.path).not.toMatch(/from=|to=/);
    expect(screen.getByRole('button', { name: /From/ }).textContent).toContain('03/02/2026');
  });
});
