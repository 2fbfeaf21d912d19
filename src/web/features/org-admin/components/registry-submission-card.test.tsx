import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  refusingSettings,
  renderOrgAdmin,
  SETTINGS_PATH,
  savingSettings,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

const REGISTRY_LABEL = 'Register settled claims with the device-history registry';

afterEach(() => vi.unstubAllGlobals());

describe('Org Admin Panel registry submission', () => {
  it('turns registry submission off (once confirmed) and on, saving each change and showing the saved state', async () => {
    const { user, calls } = renderOrgAdmin(savingSettings());
    const registry = await screen.findByRole('switch', { name: REGISTRY_LABEL });
    expect(registry.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/turns red for traders/)).toBeTruthy();

    await user.click(registry);
    const confirm = within(await screen.findByRole('dialog', { name: 'Turn registry submission off?' }));
    expect(confirm.getByText(/settled from now on will not be registered/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Turn off' }));
    expect(
      (await findToast('Settings saved')).getByText(
        'Settled claims will no longer be registered with the device-history registry.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: REGISTRY_LABEL }).getAttribute('aria-checked')).toBe('false');
    // Turning it on asks nothing.
    await user.click(screen.getByRole('switch', { name: REGISTRY_LABEL }));
    expect(
      await screen.findByText('Settled claims will be registered with the device-history registry.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { registrySubmission: false },
      { registrySubmission: true },
    ]);
  });

  it('keeps submission on when the question is cancelled', async () => {
    const { user, calls } = renderOrgAdmin();
    await user.click(await screen.findByRole('switch', { name: REGISTRY_LABEL }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Turn registry submission off?' })).getByRole(
        'button',
        {
          name: 'Cancel',
        },
      ),
    );
    expect(screen.getByRole('switch', { name: REGISTRY_LABEL }).getAttribute('aria-checked')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps the saved setting and says why when saving fails', async () => {
    const { user } = renderOrgAdmin(refusingSettings);
    await user.click(await screen.findByRole('switch', { name: REGISTRY_LABEL }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn off' }));
    expect((await findToast('Error saving settings')).getByText('You do not have permission.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: REGISTRY_LABEL }).getAttribute('aria-checked')).toBe('true');
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let failing = true;
    const { user } = renderOrgAdmin((_method, path) =>
      failing && path === SETTINGS_PATH
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }
        : undefined,
    );
    // The two-factor card reads the same settings and says the same; the registry card's is the first.
    const [failure] = await screen.findAllByText('Failed to load settings');
    const alert = failure?.closest('[role="alert"]');
    expect(within(alert as HTMLElement).getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: REGISTRY_LABEL })).toBeNull();
    failing = false;
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: REGISTRY_LABEL })).toBeTruthy();
  });
});
