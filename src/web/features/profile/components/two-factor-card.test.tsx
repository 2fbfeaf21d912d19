import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/domain/contracts/session';
import { findToast } from '@/web/testing/find-toast';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { TwoFactorCard } from './two-factor-card';

type Answer = { status: number; body?: unknown };

const SESSION_PATH = '/api/auth/session';
const SETUP_PATH = '/api/v1/profile/two-factor/setup';
const CONFIRMATION_PATH = '/api/v1/profile/two-factor/confirmation';
const REMOVAL_PATH = '/api/v1/profile/two-factor/removal';
const RECOVERY_CODES_PATH = '/api/v1/profile/two-factor/recovery-codes';

const session = (twoFactor: Session['twoFactor']): Session =>
  makeSession('organization_admin', {
    email: 'ada@acme.test',
    firstName: 'Ada',
    lastName: 'Admin',
    organisation: { id: '0c1d2e3f-0000-4000-8000-0000000000b1', name: 'Acme', domain: 'acme.test' },
    twoFactor,
  });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
const SETUP = {
  totpUri: `otpauth://totp/ClaimGuard:ada%40acme.test?secret=${SECRET}&issuer=ClaimGuard`,
  secret: SECRET,
  recoveryCodes: RECOVERY_CODES,
};

const PASSWORD_REFUSED: Answer = {
  status: 400,
  body: { code: 'INVALID_PASSWORD', message: 'Incorrect password' },
};

function renderCard(
  twoFactor: Session['twoFactor'],
  route: (method: string, path: string, body: unknown) => Answer | undefined = () => undefined,
) {
  const api = fakeApi((method, path, body) => {
    const answer = route(method, path, body);
    if (answer) return answer;
    if (path === SESSION_PATH) return { status: 200, body: session(twoFactor) };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  renderPage(<TwoFactorCard />, '/dashboard/manage-profile');
  return { user, calls: api.calls };
}

/** The message under a field (a notice may say the same). */
const findFieldError = (text: string) => screen.findByText(text, { selector: '[id$="-error"]' });

const posts = (calls: Array<{ method: string; path: string; body: unknown }>, path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

const spies: Array<{ mockRestore: () => void }> = [];

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
  vi.unstubAllGlobals();
});

describe('Manage Profile two-factor sign-in', () => {
  it('sets up: password, then the QR code, the grouped key and the recovery codes, then a confirmed code', async () => {
    const { user, calls } = renderCard(
      { enabled: false, required: true, exempt: false },
      (method, path, body) => {
        if (method !== 'POST') return undefined;
        if (path === SETUP_PATH) {
          return (body as { password: string }).password === 'right-password'
            ? { status: 200, body: SETUP }
            : PASSWORD_REFUSED;
        }
        if (path === CONFIRMATION_PATH) {
          return (body as { code: string }).code === '123456'
            ? { status: 200, body: session({ enabled: true, required: true, exempt: false }) }
            : { status: 400, body: { code: 'INVALID_CODE', message: 'Invalid code' } };
        }
        return undefined;
      },
    );
    expect(await screen.findByText('Off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set Up' }));

    await user.type(screen.getByLabelText('Current Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findFieldError('Incorrect password')).toBeTruthy();
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByLabelText<HTMLInputElement>('Setup Key').value).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(screen.getByRole('button', { name: 'Copy setup key' }));
    expect(await findToast('Copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes.map((code) => code.textContent)).toEqual(RECOVERY_CODES);
    expect(screen.getByText(/Each code works once, and they are shown only now/)).toBeTruthy();

    await user.type(screen.getByLabelText('Authentication Code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await findFieldError('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication Code'), '9');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await findFieldError('Invalid code')).toBeTruthy();
    await user.clear(screen.getByLabelText('Authentication Code'));
    await user.type(screen.getByLabelText('Authentication Code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await findToast('Two-factor sign-in is on')).toBeTruthy();
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    // Required for this admin: no way to turn it off, and a note that says why.
    expect(screen.queryByRole('button', { name: 'Turn Off' })).toBeNull();
    expect(screen.getByText(/Two-factor sign-in is required for your account/)).toBeTruthy();
    expect(posts(calls, SETUP_PATH)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
    expect(posts(calls, CONFIRMATION_PATH)).toEqual([{ code: '123459' }, { code: '123456' }]);
  });

  it('copies the recovery codes and downloads them as a text file, one a line', async () => {
    const { user } = renderCard({ enabled: false, required: false, exempt: false }, (method, path) =>
      method === 'POST' && path === SETUP_PATH ? { status: 200, body: SETUP } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Set Up' }));
    await user.type(screen.getByLabelText('Current Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Copy recovery codes' }));
    expect(await navigator.clipboard.readText()).toBe(`${RECOVERY_CODES.join('\n')}\n`);

    const files: Blob[] = [];
    const names: string[] = [];
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
        files.push(file as Blob);
        return 'blob:codes';
      }),
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Download recovery codes' }));
    expect(await findToast('Downloaded!')).toBeTruthy();
    expect(names).toEqual(['claimguard-recovery-codes.txt']);
    expect(files[0]?.type).toBe('text/plain');
    expect(await files[0]?.text()).toBe(`${RECOVERY_CODES.join('\n')}\n`);
  });

  it('turns off with the password, and shows why the server refuses', async () => {
    let required = false;
    let removed = false;
    const { user, calls } = renderCard({ enabled: true, required: false, exempt: false }, (method, path) => {
      if (method === 'POST' && path === REMOVAL_PATH) {
        if (required) {
          return {
            status: 409,
            body: { code: 'TWO_FACTOR_REQUIRED', message: 'Two-factor sign-in is required for your account' },
          };
        }
        removed = true;
        return { status: 204 };
      }
      if (path === SESSION_PATH && removed) {
        return { status: 200, body: session({ enabled: false, required: false, exempt: false }) };
      }
      return undefined;
    });
    expect(await screen.findByText('On')).toBeTruthy();

    // The organisation turned the requirement on meanwhile: the server's word is shown under the field.
    required = true;
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    await user.type(screen.getByLabelText('Current Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await findFieldError('Two-factor sign-in is required for your account')).toBeTruthy();

    required = false;
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await findToast('Two-factor sign-in is off')).toBeTruthy();
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set Up' })).toBeTruthy();
    expect(posts(calls, REMOVAL_PATH)).toEqual([
      { password: 'right-password' },
      { password: 'right-password' },
    ]);
  });

  it('shows the recovery codes left, and makes new ones after the password', async () => {
    const fresh = Array.from({ length: 10 }, (_, index) => `ABCDE-FGH${index + 2}K`);
    const { user, calls } = renderCard(
      { enabled: true, required: true, exempt: false },
      (method, path, body) => {
        if (path !== RECOVERY_CODES_PATH) return undefined;
        if (method === 'GET') return { status: 200, body: { remaining: 2 } };
        return (body as { password: string }).password === 'right-password'
          ? { status: 200, body: { recoveryCodes: fresh } }
          : PASSWORD_REFUSED;
      },
    );
    expect(
      await screen.findByText('2 recovery codes left. Make new codes before they run out.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Make New Codes' }));
    expect(screen.getByText(/The old ones stop working/)).toBeTruthy();
    await user.type(screen.getByLabelText('Current Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Make New Codes' }));
    expect(await findFieldError('Incorrect password')).toBeTruthy();
    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Make New Codes' }));

    expect(await findToast('New recovery codes made')).toBeTruthy();
    const codes = within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    expect(codes.map((code) => code.textContent)).toEqual(fresh);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(posts(calls, RECOVERY_CODES_PATH)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
  });

  it('asks for the password before sending anything to turn it off', async () => {
    const { user, calls } = renderCard({ enabled: true, required: false, exempt: false });
    await user.click(await screen.findByRole('button', { name: 'Turn Off' }));
    await user.click(screen.getByRole('button', { name: 'Turn Off' }));
    expect(await findFieldError('Password is required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('On')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('tells a demo account that it signs in with a password alone, and offers no set-up', async () => {
    renderCard({ enabled: false, required: false, exempt: true });
    expect(await screen.findByText(/This is a demo account/)).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set Up' })).toBeNull();
  });

  it('shows the server failure as a notice when it is not about the password', async () => {
    const { user } = renderCard({ enabled: false, required: false, exempt: false }, (method, path) =>
      method === 'POST' && path === SETUP_PATH
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Set Up' }));
    await user.type(screen.getByLabelText('Current Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await findToast('Error setting up two-factor sign-in')).getByText('Something went wrong on our side.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy());
  });
});
