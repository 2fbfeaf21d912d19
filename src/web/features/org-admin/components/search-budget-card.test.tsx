import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import {
  DEVICE_SEARCH_BUDGET,
  DEVICE_SEARCH_BUDGET_PATH,
  renderOrgAdmin,
  savingSettings,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const card = async () =>
  within(await screen.findByRole('region', { name: deviceSearchMessages.budgetTitle }));
const month = DEVICE_SEARCH_BUDGET.month;
const budgetOf = (reply: Partial<typeof DEVICE_SEARCH_BUDGET>) => (_method: string, path: string) =>
  path === DEVICE_SEARCH_BUDGET_PATH
    ? { status: 200, body: { ...DEVICE_SEARCH_BUDGET, ...reply } }
    : undefined;

describe('Org Admin Panel monthly search budget', () => {
  it("shows this month's spend against the budget, without a warning below 80 %", async () => {
    renderOrgAdmin();
    const budget = await card();
    expect(await budget.findByText(`4 of 10 searches used in ${month} (40 %).`)).toBeTruthy();
    expect(budget.queryByText(deviceSearchMessages.budgetWarning)).toBeNull();
    expect(budget.queryByText(deviceSearchMessages.budgetRefused)).toBeNull();
    expect((await budget.findByLabelText('Monthly search budget')).getAttribute('value')).toBe('10');
  });

  it('counts a budget of one search in the singular', async () => {
    renderOrgAdmin(budgetOf({ monthlyBudget: 1, spent: 0 }));
    expect(await (await card()).findByText(`0 of 1 search used in ${month} (0 %).`)).toBeTruthy();
  });

  it('warns from 80 %', async () => {
    renderOrgAdmin(budgetOf({ spent: 8, state: 'warning' }));
    const budget = await card();
    expect(await budget.findByText(`8 of 10 searches used in ${month} (80 %).`)).toBeTruthy();
    expect(budget.getByText(deviceSearchMessages.budgetWarning)).toBeTruthy();
    expect(budget.queryByText(deviceSearchMessages.budgetRefused)).toBeNull();
  });

  it('says every search is refused at 100 %', async () => {
    renderOrgAdmin(budgetOf({ spent: 10, state: 'used-up' }));
    const budget = await card();
    expect(await budget.findByText(deviceSearchMessages.budgetRefused)).toBeTruthy();
    expect(budget.getByText(deviceSearchMessages.budgetUsedUpTitle)).toBeTruthy();
    expect(budget.queryByText(deviceSearchMessages.budgetWarning)).toBeNull();
  });

  it('says there is no limit when the budget is 0', async () => {
    renderOrgAdmin(budgetOf({ monthlyBudget: 0, spent: 12, state: 'unlimited' }));
    const budget = await card();
    expect(
      await budget.findByText(`12 searches in ${month}. ${deviceSearchMessages.budgetUnlimited}`),
    ).toBeTruthy();
  });

  it('counts one search without a limit in the singular', async () => {
    renderOrgAdmin(budgetOf({ monthlyBudget: 0, spent: 1, state: 'unlimited' }));
    expect(
      await (await card()).findByText(`1 search in ${month}. ${deviceSearchMessages.budgetUnlimited}`),
    ).toBeTruthy();
  });

  it('saves a new budget, empty as no limit, and refuses one out of range without sending it', async () => {
    const { user, calls } = renderOrgAdmin(savingSettings());
    const budget = await card();
    const input = await budget.findByLabelText('Monthly search budget');
    await user.clear(input);
    await user.type(input, '500');
    await user.click(budget.getByRole('button', { name: 'Save' }));
    expect(await findToast(deviceSearchMessages.budgetSaved)).toBeTruthy();
    const asked = () => calls.filter((call) => call.path === DEVICE_SEARCH_BUDGET_PATH).length;
    expect(asked()).toBeGreaterThan(1);

    await user.clear(await budget.findByLabelText('Monthly search budget'));
    await user.click(budget.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));

    const field = await budget.findByLabelText('Monthly search budget');
    await user.type(field, '1.5');
    await user.click(budget.getByRole('button', { name: 'Save' }));
    expect(
      (await findToast(deviceSearchMessages.budgetSaveFailed)).getByText(deviceSearchMessages.budgetRange),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { searchMonthlyBudget: 500 },
      { searchMonthlyBudget: 0 },
    ]);
  });

  it('offers to try again when the budget could not be loaded', async () => {
    renderOrgAdmin((_method, path) =>
      path === DEVICE_SEARCH_BUDGET_PATH
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }
        : undefined,
    );
    const budget = await card();
    expect(await budget.findByText(deviceSearchMessages.budgetLoadFailed)).toBeTruthy();
    expect(budget.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
