import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@/domain/roles';
import { findToast } from '@/web/testing/find-toast';
import { CLEAN_IMEI } from '@/web/testing/make-check';
import { openRowMenu, renderReviewPage } from '@/web/testing/render-review-page';

afterEach(() => vi.unstubAllGlobals());

type Answer = { status: number; body?: unknown };
const REASONS = [
  { id: '0c1d2e3f-0000-4000-8000-0000000f0001', denialReason: 'Device blocked' },
  { id: '0c1d2e3f-0000-4000-8000-0000000f0002', denialReason: 'Fraud suspected' },
];

function renderWith({
  deny = {
    status: 201,
    body: {
      deniedClaimId: '7d3f6a52-1c4e-4b8f-9a21-5e0c8d7b2f13',
      denialReason: 'Fraud suspected',
      checkId: '0c1d2e3f-0000-4000-8000-0000000c0001',
    },
  },
  cleanup = { status: 200, body: { claimsDeleted: 1, replacementDevicesDeleted: 1 } },
  role = 'organization_member',
}: {
  deny?: Answer;
  cleanup?: Answer;
  role?: Role;
} = {}) {
  return renderReviewPage({
    role,
    route: (_method, path) => {
      if (path === '/api/v1/denial-reasons') return { status: 200, body: REASONS };
      if (path.endsWith('/denial')) return deny;
      if (path === '/api/v1/claim-cleanups') return cleanup;
      return undefined;
    },
  });
}

async function openDeny(user: ReturnType<typeof userEvent.setup>) {
  await openRowMenu(user, CLEAN_IMEI);
  await user.click(await screen.findByRole('menuitem', { name: 'Deny Claim' }));
  return within(await screen.findByRole('dialog', { name: 'Deny Claim' }));
}

describe('Deny Claim dialog', () => {
  it('needs a reason from the list, then denies and names the reason', async () => {
    const { user, calls } = renderWith();
    const dialog = await openDeny(user);
    expect(dialog.getByText(CLEAN_IMEI)).toBeTruthy();
    expect(dialog.getByText('APPLE IPHONE 7')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Deny Claim' }));
    expect((await findToast('Validation Error')).getByText('Please select a denial reason.')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/denial'))).toBe(false);

    await user.click(dialog.getByRole('combobox', { name: 'Denial Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Fraud suspected' }));
    const note = dialog.getByRole('textbox', { name: 'Note (optional)' });
    expect(note.getAttribute('maxlength')).toBe('1000');
    await user.type(note, 'Police report 4471');
    await user.click(dialog.getByRole('button', { name: 'Deny Claim' }));
    expect(
      (await findToast('Claim Denied')).getByText('Claim has been denied: Fraud suspected'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/denial'))?.body).toEqual({
      denialReason: 'Fraud suspected',
      notes: 'Police report 4471',
    });
    expect(screen.queryByRole('dialog', { name: 'Deny Claim' })).toBeNull();
  });

  it('reads the list again after denying, not the check it removed', async () => {
    const { user, listCalls, checkReads } = renderWith();
    const dialog = await openDeny(user);
    await user.click(dialog.getByRole('combobox', { name: 'Denial Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Fraud suspected' }));
    const listsBefore = listCalls().length;
    await user.click(dialog.getByRole('button', { name: 'Deny Claim' }));
    await findToast('Claim Denied');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(listsBefore));
    expect(checkReads()).toHaveLength(1);
  });

  it("says 'Already Denied' and closes when the device was denied meanwhile", async () => {
    const { user } = renderWith({
      deny: {
        status: 409,
        body: {
          code: 'ALREADY_DENIED',
          title: 'Already Denied',
          message: 'This claim has already been denied.',
        },
      },
    });
    const dialog = await openDeny(user);
    await user.click(dialog.getByRole('combobox', { name: 'Denial Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Device blocked' }));
    await user.click(dialog.getByRole('button', { name: 'Deny Claim' }));
    expect((await findToast('Already Denied')).getByText('This claim has already been denied.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Deny Claim' })).toBeNull();
  });

  it("falls back to the spec's text when the server fails", async () => {
    const { user } = renderWith({ deny: { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    const dialog = await openDeny(user);
    await user.click(dialog.getByRole('combobox', { name: 'Denial Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Device blocked' }));
    await user.click(dialog.getByRole('button', { name: 'Deny Claim' }));
    expect((await findToast('Error')).getByText('Failed to deny claim. Please try again.')).toBeTruthy();
  });
});

describe('Cleanup related claim', () => {
  it('is offered to super admins only', async () => {
    const { user } = renderWith();
    await openRowMenu(user, CLEAN_IMEI);
    expect(await screen.findByRole('menuitem', { name: 'Settle Claim' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Cleanup related claim' })).toBeNull();
  });

  it('asks first, then reports what was removed', async () => {
    const { user, calls } = renderWith({ role: 'super_admin' });
    await openRowMenu(user, CLEAN_IMEI);
    await user.click(await screen.findByRole('menuitem', { name: 'Cleanup related claim' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText(/IMEI 35332811000001\*/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cleanup' }));
    expect(
      (await findToast('Cleanup complete')).getByText('Removed 1 claim and 1 replacement device record.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/claim-cleanups')?.body).toEqual({ imei: CLEAN_IMEI });
  });

  it("says 'Cleanup failed' with the server's message", async () => {
    const { user } = renderWith({
      role: 'super_admin',
      cleanup: { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission.' } },
    });
    await openRowMenu(user, CLEAN_IMEI);
    await user.click(await screen.findByRole('menuitem', { name: 'Cleanup related claim' }));
    await user.click(await screen.findByRole('button', { name: 'Cleanup' }));
    expect((await findToast('Cleanup failed')).getByText('You do not have permission.')).toBeTruthy();
  });
});
