import type { Page } from '@playwright/test';
import type { DashboardSummary } from '@/domain/contracts/dashboard-summary';
import { signIn } from '../support/e2e-auth';
import { expectNoSidewaysScroll } from '../support/e2e-layout';
import { denyByApi, recordCheckByApi, settleByApi } from '../support/e2e-registers';
import { expect, test } from '../support/e2e-test';

/*
 * The run's database is shared by every spec and every record in it is dated today, so the figures to expect are the
 * ones in the summary the page loads for each period; what the periods count differently is proven by the server's
 * tests (records just inside and outside each period).
 */

const SUMMARY_PATH = '/api/v1/dashboard-summary';

/** Clicks a period and returns the summary the page loaded for it. */
async function choosePeriod(page: Page, name: string, query: string): Promise<DashboardSummary> {
  const loaded = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === SUMMARY_PATH && url.search === query;
  });
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name }).click();
  return (await loaded).json();
}

const trendTable = (page: Page, per: 'day' | 'week') =>
  page.getByRole('table', { name: `Checks in review, Settled, Denied per ${per}` });

/** The chart's table shows each point the server counted, and the chart draws it. */
async function expectTrend(page: Page, summary: DashboardSummary) {
  const table = trendTable(page, summary.period.bucket);
  await expect(table.getByRole('row')).toHaveCount(summary.trend.length + 1);
  const last = summary.trend.at(-1);
  if (!last) throw new Error('the trend has no point');
  await expect(table.getByRole('row').last().getByRole('cell')).toHaveText([
    String(last.checks),
    String(last.settled),
    String(last.denied),
  ]);
  const chart = page.locator('.recharts-wrapper');
  await expect(chart.locator('.recharts-line')).toHaveCount(3);
  return chart;
}

/** Each card's total, the first figure in it, is what the server counted for the period. */
async function expectCards(page: Page, summary: DashboardSummary) {
  const total = (title: string, count: number) =>
    page.getByRole('region', { name: title }).getByText(String(count), { exact: true }).first();
  await expect(total('Claims in Review', summary.inReview.total)).toBeVisible();
  await expect(total('Settled Claims', summary.settled.total)).toBeVisible();
  await expect(total('Denied Claims', summary.denied.total)).toBeVisible();
}

test.describe('Dashboard trends', () => {
  test('dashboard period change', async ({ page }) => {
    await signIn(page, 'member@demo.test');
    await recordCheckByApi(page, 'Theft');
    await settleByApi(page, { notes: 'Trend note' });
    await denyByApi(page, 'Fraud suspected');

    const week = await choosePeriod(page, 'Last 7 days', '?period=7d');
    await expect(page).toHaveURL(/\/dashboard\?period=7d$/);
    expect(week.trend).toHaveLength(7);
    await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'true');
    await expectCards(page, week);
    const dailyChart = await expectTrend(page, week);
    const dailyTicks = await dailyChart.locator('.recharts-xAxis-tick-labels text').allTextContents();
    // The day labels themselves (recharts draws them in a layer of their own, apart from the tick lines).
    expect(dailyTicks.join('')).not.toBe('');

    // Breakdown rows open their register narrowed to the row and the period.
    const { from, to } = week.period;
    await expect(
      page.getByRole('list', { name: 'Claims in review by claim type' }).getByRole('link', { name: 'Theft' }),
    ).toHaveAttribute('href', `/dashboard/check-history?claimType=Theft&from=${from}&to=${to}`);

    const year = await choosePeriod(page, 'Last 12 months', '?period=12m');
    await expect(page).toHaveURL(/\/dashboard\?period=12m$/);
    expect(year.period.bucket).toBe('week');
    await expectCards(page, year);
    const weeklyChart = await expectTrend(page, year);
    await expect
      .poll(() => weeklyChart.locator('.recharts-xAxis-tick-labels text').allTextContents())
      .not.toEqual(dailyTicks);
    await expect(trendTable(page, 'day')).toHaveCount(0);

    // The period lives in the address: a reload keeps it, Back returns to the one before.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Last 12 months' })).toHaveAttribute('aria-current', 'true');
    await expect(trendTable(page, 'week')).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\?period=7d$/);
    await expect(trendTable(page, 'day').getByRole('row')).toHaveCount(8);

    await page
      .getByRole('list', { name: 'Denied claims by denial reason' })
      .getByRole('link', { name: 'Fraud suspected' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/denied-claims\\?reason=Fraud\\+suspected&from=${from}&to=${to}$`),
    );
  });

  test('the dashboard with its trend fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'member@demo.test');
    await settleByApi(page, { notes: 'Trend on a phone' });
    await choosePeriod(page, 'Last 30 days', '?period=30d');
    await expect(page.locator('.recharts-wrapper .recharts-line')).toHaveCount(3);
    await expectNoSidewaysScroll(page);
  });
});
