import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  refusingSettings,
  renderOrgAdmin,
  savingSettings,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

const REQUIRE_LABEL = 'Require two-factor sign-in for every member of the organization';

afterEach(() => vi.unstubAllGlobals());

describe('Org Admin Panel two-factor requirement', () => {
  it('says admins always need it, and turns the requirement on (once confirmed) and off with a PUT of requireTwoFactor alone', async () => {
    const { user, calls } = renderOrgAdmin(savingSettings());
    const toggle = await screen.findByRole('switch', { name: REQUIRE_LABEL });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/Organization admins always must/)).toBeTruthy();

    await user.click(toggle);
    const confirm = within(await screen.findByRole('dialog', { name: 'Require two-factor sign-in?' }));
    expect(confirm.getByText(/must set it up at their next sign-in/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Require it' }));
    expect(
      (await findToast('Settings saved')).getByText(
        'Every member of your organization must now use two-factor sign-in.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('switch', { name: REQUIRE_LABEL }));
    // Turning it off asks nothing.
    expect(await screen.findByText(/Members may now choose whether to use two-factor sign-in/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL }).getAttribute('aria-checked')).toBe('false');

    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { requireTwoFactor: true },
      { requireTwoFactor: false },
    ]);
    // Registry submission is left as it was.
    expect(
      screen
        .getByRole('switch', { name: 'Register settled claims with the device-history registry' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('leaves the requirement off when the question is cancelled', async () => {
    const { user, calls } = renderOrgAdmin();
    await user.click(await screen.findByRole('switch', { name: REQUIRE_LABEL }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Require two-factor sign-in?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL }).getAttribute('aria-checked')).toBe('false');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the saved setting and says why when saving fails', async () => {
    const { user } = renderOrgAdmin(refusingSettings);
    await user.click(await screen.findByRole('switch', { name: REQUIRE_LABEL }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Require it' }));
    expect((await findToast('Error saving settings')).getByText('You do not have permission.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: REQUIRE_LABEL }).getAttribute('aria-checked')).toBe('false');
  });
});
