import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';
import type { WorkQueueSummary } from '@/domain/contracts/work-queue';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { tally } from '../../../../../tests/fixtures/make-tally';
import { DashboardHomePage } from './dashboard-home-page';

afterEach(() => vi.unstubAllGlobals());

// The chart only draws what the trend's table gives; jsdom lays nothing out for it to measure (the browser test does).
vi.mock('./trend-chart', () => ({ default: () => null }));

const SUMMARY: DashboardSummary = {
  period: { name: 'all', from: null, to: '2026-11-26', bucket: 'week' },
  openChecks: 7,
  openAlerts: 2,
  redVerdicts: 1,
  trend: [],
  inReview: tally(['Theft', 3], ['Unspecified', 3], ['Accidental Damage', 1]),
  settled: tally(['No notes', 2]),
  denied: tally(),
};

const NO_QUEUE: WorkQueueSummary = {
  open: 0,
  unassigned: 0,
  overdue: 0,
  byRoute: { 'fast-track': 0, review: 0, refer: 0, unscored: 0 },
  byHandler: [],
};

/**
 * The dashboard on a stubbed API; `answer` (the summary's) stays pending when null, so the skeletons show; `queue` is
 * the work queue's summary.
 */
function renderDashboard(answer: { status: number; body?: unknown } | null, search = '', queue = NO_QUEUE) {
  const api = fakeApi((_method, path) =>
    path === '/api/v1/work-queue/summary'
      ? { status: 200, body: queue }
      : (answer ?? { status: 200, body: SUMMARY }),
  );
  const fetchStub = answer ? api.fetchStub : () => new Promise<Response>(() => undefined);
  vi.stubGlobal('fetch', fetchStub);
  const summaryCalls = () => api.calls.filter((call) => call.path.startsWith('/api/v1/dashboard-summary'));
  return { ...renderPage(<DashboardHomePage />, '/dashboard', search), summaryCalls };
}

const WEEK: DashboardSummary = {
  ...SUMMARY,
  period: { name: '7d', from: '2026-11-20', to: '2026-11-26', bucket: 'day' },
  inReview: tally(['Theft', 3], ['Unspecified', 1]),
  denied: tally(['Fraud suspected', 2]),
  redVerdicts: 1,
  trend: [
    { start: '2026-11-25', checks: 1, settled: 0, denied: 2 },
    { start: '2026-11-26', checks: 3, settled: 2, denied: 0 },
  ],
};

const card = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('[aria-busy]') as HTMLElement);

describe('Dashboard home', () => {
  it('links "Review Open Claims (N)" to Claims Review', async () => {
    renderDashboard({ status: 200, body: SUMMARY });
    const link = await screen.findByRole('link', { name: 'Review Open Claims (7)' });
    expect(link.getAttribute('href')).toBe('/dashboard/check-history');
  });

  it('links the open-alert count to the open alerts', async () => {
    renderDashboard({ status: 200, body: SUMMARY });
    const link = await screen.findByRole('link', { name: 'Open alerts: 2' });
    expect(link.getAttribute('href')).toBe('/dashboard/alerts?state=open');
    expect(link.textContent).toBe('2');
  });

  it('writes large counts with thousands separators', async () => {
    const large: DashboardSummary = {
      ...SUMMARY,
      openChecks: 1_250_000,
      inReview: { total: 1_250_000, rows: [{ label: 'Theft', count: 1_250_000, value: 'Theft' }] },
    };
    renderDashboard({ status: 200, body: large });
    expect(await screen.findByRole('link', { name: 'Review Open Claims (1,250,000)' })).toBeTruthy();
    const review = within(await screen.findByRole('list', { name: 'Claims in review by claim type' }));
    expect(review.getByRole('listitem').textContent).toBe('Theft1,250,000 (100.0%)');
  });

  it('shows each card total and each group with its count and share to one decimal', async () => {
    renderDashboard({ status: 200, body: SUMMARY });
    const review = within(await screen.findByRole('list', { name: 'Claims in review by claim type' }));
    expect(review.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Theft3 (42.9%)',
      'Unspecified3 (42.9%)',
      'Accidental Damage1 (14.3%)',
    ]);
    expect(card('Claims in Review').getByText('7')).toBeTruthy();
    const settled = card('Settled Claims');
    expect(settled.getByText('Claims Successfully Settled')).toBeTruthy();
    expect(settled.getByRole('list', { name: 'Settled claims by notes' }).textContent).toBe(
      'No notes2 (100.0%)',
    );
    expect(card('Denied Claims').getByText('0')).toBeTruthy();
    expect(card('Denied Claims').getByText('Nothing recorded in this period.')).toBeTruthy();
  });

  it('asks for the period in the address, marks it chosen and links every period', async () => {
    const { summaryCalls } = renderDashboard({ status: 200, body: WEEK }, '?period=7d');
    await screen.findByRole('list', { name: 'Claims in review by claim type' });
    expect(summaryCalls().map((call) => call.path)).toEqual(['/api/v1/dashboard-summary?period=7d']);
    const periods = within(screen.getByRole('navigation', { name: 'Period' }));
    expect(periods.getByRole('link', { name: 'Last 7 days' }).getAttribute('aria-current')).toBe('true');
    expect(periods.getByRole('link', { name: 'All time' }).getAttribute('href')).toBe('/dashboard');
    expect(periods.getByRole('link', { name: 'Last 12 months' }).getAttribute('href')).toBe(
      '/dashboard?period=12m',
    );
  });

  it('asks for all time when the address names no period or an unknown one', async () => {
    const { summaryCalls } = renderDashboard({ status: 200, body: SUMMARY }, '?period=forever');
    await screen.findByRole('list', { name: 'Claims in review by claim type' });
    expect(summaryCalls().map((call) => call.path)).toEqual(['/api/v1/dashboard-summary']);
  });

  it('links each row a register can filter by to that register, narrowed to the row and the period', async () => {
    renderDashboard({ status: 200, body: WEEK }, '?period=7d');
    const review = within(await screen.findByRole('list', { name: 'Claims in review by claim type' }));
    expect(review.getByRole('link', { name: 'Theft' }).getAttribute('href')).toBe(
      '/dashboard/check-history?claimType=Theft&from=2026-11-20&to=2026-11-26',
    );
    // Records without a claim type have no filter of their own: no link that would show every record.
    expect(review.queryByRole('link', { name: 'Unspecified' })).toBeNull();
    const denied = within(screen.getByRole('list', { name: 'Denied claims by denial reason' }));
    expect(denied.getByRole('link', { name: 'Fraud suspected' }).getAttribute('href')).toBe(
      '/dashboard/denied-claims?reason=Fraud+suspected&from=2026-11-20&to=2026-11-26',
    );
    expect(
      within(screen.getByRole('list', { name: 'Settled claims by notes' })).queryByRole('link'),
    ).toBeNull();
  });

  it('shows the red verdicts among the checks in review with their share, linked to them', async () => {
    renderDashboard({ status: 200, body: WEEK }, '?period=7d');
    const red = await card('Claims in Review').findByRole('link', { name: 'Red verdicts: 1' });
    expect(red.getAttribute('href')).toBe(
      '/dashboard/check-history?verdict=red&from=2026-11-20&to=2026-11-26',
    );
    expect(red.parentElement?.textContent).toBe('Red verdicts: 1 (25.0%)');
  });

  it('gives the trend as a table for screen readers, a row per day', async () => {
    renderDashboard({ status: 200, body: WEEK }, '?period=7d');
    const table = await screen.findByRole('table', { name: 'Checks in review, Settled, Denied per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayChecks in reviewSettledDenied', 'Nov 25, 2026102', 'Nov 26, 2026320']);
  });

  it('shows skeletons in the cards, the trend and the open alerts while loading', () => {
    const { container } = renderDashboard(null);
    expect(screen.getByRole('link', { name: 'Review Open Claims' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(6);
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThanOrEqual(12);
  });

  it('says when the figures cannot be loaded', async () => {
    renderDashboard({ status: 500, body: {} });
    expect(await screen.findByText('Failed to load the dashboard. Please try again.')).toBeTruthy();
  });

  it("shows the work queue's open, unassigned and overdue claims by route and by handler, each linked to those claims", async () => {
    renderDashboard({ status: 200, body: SUMMARY }, '', {
      open: 9,
      unassigned: 3,
      overdue: 4,
      byRoute: { 'fast-track': 2, review: 3, refer: 3, unscored: 1 },
      byHandler: [
        {
          handler: {
            id: '0c1d2e3f-0000-4000-8000-000000000001',
            email: 'morgan@demo.test',
            name: 'Morgan Member',
          },
          open: 5,
          overdue: 2,
          referred: 1,
        },
      ],
    });
    const queue = card('Work Queue');
    const href = (name: string) => queue.getByRole('link', { name }).getAttribute('href');
    expect(await queue.findByRole('link', { name: 'Open claims: 9' })).toBeTruthy();
    expect(href('Unassigned claims: 3')).toBe('/dashboard/check-history?assignee=none');
    expect(href('Overdue claims: 4')).toBe('/dashboard/check-history?overdue=true');
    expect(href('Refer claims: 3')).toBe('/dashboard/check-history?route=refer');
    expect(href('Fast-track claims: 2')).toBe('/dashboard/check-history?route=fast-track');
    const row = within(queue.getByRole('table', { name: 'Open claims by handler' })).getByRole('row', {
      name: /Morgan Member/,
    });
    const id = '0c1d2e3f-0000-4000-8000-000000000001';
    expect(within(row).getByRole('link', { name: 'Morgan Member, open: 5' }).getAttribute('href')).toBe(
      `/dashboard/check-history?assignee=${id}`,
    );
    expect(within(row).getByRole('link', { name: 'Morgan Member, overdue: 2' }).getAttribute('href')).toBe(
      `/dashboard/check-history?assignee=${id}&overdue=true`,
    );
    expect(within(row).getByRole('link', { name: 'Morgan Member, referred: 1' }).getAttribute('href')).toBe(
      `/dashboard/check-history?assignee=${id}&route=refer`,
    );
  });
});
