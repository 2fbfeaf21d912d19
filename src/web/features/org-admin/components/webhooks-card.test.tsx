import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookMessages } from '@/domain/webhook-messages';
import {
  CLAIMS_ENDPOINT,
  RECORDED_DELIVERY,
  renderOrgAdmin,
  WEBHOOKS_PATH,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAAAAAAAAAAA=';

describe('Org Admin Panel webhooks', () => {
  it('lists the endpoints with their events, state and last delivery', async () => {
    renderOrgAdmin();
    const table = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const row = (await within(table).findByText(CLAIMS_ENDPOINT.url)).closest('tr') as HTMLElement;
    expect(within(row).getByText('check.recorded')).toBeTruthy();
    expect(within(row).getByText('Delivered')).toBeTruthy();
    expect(within(row).getByRole('switch', { name: `Enabled: ${CLAIMS_ENDPOINT.url}` })).toBeTruthy();
  });

  it('adds an endpoint with the events ticked and shows its secret once', async () => {
    const { user, calls } = renderOrgAdmin((method, path, body) =>
      method === 'POST' && path === WEBHOOKS_PATH
        ? { status: 201, body: { id: CLAIMS_ENDPOINT.id, ...(body as object), secret: SECRET } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(webhookMessages.urlRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://claims.acme.test/new');
    await user.click(within(dialog).getByRole('checkbox', { name: /A claim is settled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const added = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect((within(added).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(within(added).getByText(webhookMessages.secretShownOnce)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://claims.acme.test/new',
      events: ['claim.settled'],
    });
    await user.click(within(added).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('shows the delivery log with the answer on demand, and resends a delivery', async () => {
    const resendPath = `${WEBHOOKS_PATH}/${CLAIMS_ENDPOINT.id}/deliveries/${RECORDED_DELIVERY.id}/resend`;
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'POST' && path === resendPath ? { status: 202, body: { status: 'pending' } } : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliveries' });
    const row = (await within(dialog).findByText('check.recorded')).closest('tr') as HTMLElement;
    expect(within(row).getByText('200')).toBeTruthy();
    expect(within(row).getByText('42 ms')).toBeTruthy();
    // The X-Request-Id of the call that raised the event, to match it with the claim system's own log.
    expect(within(row).getByText('Request claimcenter-trace-4711')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Show answer' }));
    expect(within(dialog).getByText('thanks')).toBeTruthy();
    expect(within(dialog).getByText(RECORDED_DELIVERY.eventId)).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Resend' }));
    expect(await findToast('Delivery queued again')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === resendPath)).toBe(true);
  });

  it('sends a test event to an endpoint and opens its delivery log to watch it arrive', async () => {
    const testPath = `${WEBHOOKS_PATH}/${CLAIMS_ENDPOINT.id}/test`;
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'POST' && path === testPath
        ? { status: 202, body: { eventId: 'msg_test', status: 'pending' } }
        : undefined,
    );
    await user.click(
      await screen.findByRole('button', { name: `Send a test event to ${CLAIMS_ENDPOINT.url}` }),
    );
    expect(await findToast(webhookMessages.testEventQueued)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST' && call.path === testPath)).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Deliveries' })).toBeTruthy();
  });

  it('rotates a secret after asking, and shows the new one and until when the old one still signs', async () => {
    const until = '2026-11-29T09:30:00.000Z';
    const { user, calls } = renderOrgAdmin((method, path) =>
      method === 'POST' && path === `${WEBHOOKS_PATH}/${CLAIMS_ENDPOINT.id}/rotate-secret`
        ? { status: 200, body: { secret: SECRET, oldSecretValidUntil: until } }
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Rotate secret of ${CLAIMS_ENDPOINT.url}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate signing secret?' });
    expect(within(confirm).getByText(webhookMessages.rotateSecretConfirm(CLAIMS_ENDPOINT.url))).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(
      within(shown).getByText(webhookMessages.oldSecretValidUntil(formatDateTimeToMinute(until))),
    ).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/rotate-secret'))?.body).toEqual({});
  });
});
