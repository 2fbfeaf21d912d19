import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMail } from '@/domain/contracts/outbox';
import { HIDDEN_LINK } from '@/domain/mail-outbox';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { OutboxPanel } from './outbox-panel';

const OWN_LINK = 'http://localhost:3000/reset-password?type=recovery&token=own-token';

const MAILS: OutboxMail[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    toAddress: 'invited@demo.test',
    replyTo: null,
    subject: 'You are invited to Demo Insurance on ClaimGuard',
    text: `You have been invited to join Demo Insurance on ClaimGuard.\n\nSet your password: ${HIDDEN_LINK}\n\n— ClaimGuard`,
    linkHidden: true,
    createdAt: '2026-01-02T10:00:00Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    toAddress: 'super@demo.test',
    replyTo: null,
    subject: 'Reset your ClaimGuard password',
    text: `Someone asked to reset the password of your ClaimGuard account.\n\nSet a new password: ${OWN_LINK}\n\n— ClaimGuard`,
    linkHidden: false,
    createdAt: '2026-01-01T10:00:00Z',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('Outbox', () => {
  it("shows the reader's own link as a link, and another person's hidden link as a note, not a link", async () => {
    const api = fakeApi((_method, path) =>
      path.startsWith('/api/v1/outbox?')
        ? { status: 200, body: { total: 2, items: MAILS } }
        : { status: 404 },
    );
    vi.stubGlobal('fetch', api.fetchStub);
    const user = userEvent.setup();
    renderPage(<OutboxPanel />, '/dashboard/super-admin');

    expect(
      await screen.findByText(/A password-reset or invitation link shows only to the person/),
    ).toBeTruthy();
    await user.click(await screen.findByText('You are invited to Demo Insurance on ClaimGuard'));
    await user.click(screen.getByText('Reset your ClaimGuard password'));

    const hidden = screen.getByText(HIDDEN_LINK);
    expect(hidden.tagName).toBe('EM');
    expect(hidden.closest('a')).toBeNull();
    expect(hidden.closest('pre')?.textContent).toContain(`Set your password: ${HIDDEN_LINK}`);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([OWN_LINK]);
  });
});
