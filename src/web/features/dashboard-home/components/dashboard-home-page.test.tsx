import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { tally } from '../../../../../tests/fixtures/make-tally';
import { DashboardHomePage } from './dashboard-home-page';

afterEach(() => vi.unstubAllGlobals());

const SUMMARY: DashboardSummary = {
  period: { name: 'all', from: null, to: '2026-11-26', bucket: 'week' },
  openChecks: 7,
  redVerdicts: 1,
  trend: [],
  inReview: tally(['Theft', 3], ['Unspecified', 3], ['Accidental Damage', 1]),
  settled: tally(['No notes', 2]),
  denied: tally(),
};

/** The dashboard on a stubbed API; `answer` stays pending when null, so the skeletons show. */
function renderDashboard(answer: { status: number; body?: unknown } | null) {
  const api = fakeApi(() => answer ?? { status: 200, body: SUMMARY });
  const fetchStub = answer ? api.fetchStub : () => new Promise<Response>(() => undefined);
  vi.stubGlobal('fetch', fetchStub);
  return renderPage(<DashboardHomePage />, '/dashboard');
}

const card = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('[aria-busy]') as HTMLElement);

describe('Dashboard home', () => {
  it('links "Review Open Claims (N)" to Claims Review', async () => {
    renderDashboard({ status: 200, body: SUMMARY });
    const link = await screen.findByRole('link', { name: 'Review Open Claims (7)' });
    expect(link.getAttribute('href')).toBe('/dashboard/check-history');
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
    expect(card('Denied Claims').getByText('Nothing recorded yet.')).toBeTruthy();
  });

  it('shows skeletons in the three cards while loading', () => {
    const { container } = renderDashboard(null);
    expect(screen.getByRole('link', { name: 'Review Open Claims' })).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(3);
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThanOrEqual(12);
  });

  it('says when the figures cannot be loaded', async () => {
    renderDashboard({ status: 500, body: {} });
    expect(await screen.findByText('Failed to load the dashboard. Please try again.')).toBeTruthy();
  });
});
