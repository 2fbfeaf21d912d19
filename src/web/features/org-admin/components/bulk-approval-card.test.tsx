import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { renderOrgAdmin, savingSettings } from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const card = async () => within(await screen.findByRole('region', { name: text.approvalSettingTitle }));

describe('Org Admin Panel bulk upload approval', () => {
  it('is off by default, saves a threshold and empty as off, and refuses one out of range without sending it', async () => {
    const { user, calls } = renderOrgAdmin(savingSettings());
    const approval = await card();
    const input = await approval.findByLabelText(text.approvalSettingLabel);
    expect(input.getAttribute('value')).toBe('');
    await user.type(input, '500');
    await user.click(approval.getByRole('button', { name: 'Save' }));
    expect(await findToast(text.approvalSettingSaved)).toBeTruthy();

    await user.clear(await approval.findByLabelText(text.approvalSettingLabel));
    await user.click(approval.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));

    const field = await approval.findByLabelText(text.approvalSettingLabel);
    await user.type(field, '2.5');
    await user.click(approval.getByRole('button', { name: 'Save' }));
    expect(
      (await findToast(text.approvalSettingSaveFailed)).getByText(text.approvalAboveRowsRange),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { bulkApprovalAboveRows: 500 },
      { bulkApprovalAboveRows: null },
    ]);
  });
});
