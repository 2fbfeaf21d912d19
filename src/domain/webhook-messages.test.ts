import { describe, expect, it } from 'vitest';
import { webhookMessages as m } from './webhook-messages';

describe('an endpoint disabled after failed deliveries', () => {
  it('says after how many', () => {
    expect(m.disabledAfterFailures(5)).toBe(
      'Disabled after 5 deliveries in a row failed after their last attempt',
    );
  });

  it('mails the org admins which endpoint, why, and where to enable it again', () => {
    expect(
      m.disabledMailText({
        url: 'https://claims.example.com/hooks',
        count: 5,
        panelUrl: 'https://app.example/org-admin#webhooks',
      }),
    ).toBe(
      [
        'The webhook endpoint https://claims.example.com/hooks was disabled after 5 deliveries in a row failed after their last attempt.',
        '',
        'Check that the endpoint answers with a 2xx status, then enable it again in the Org Admin Panel: https://app.example/org-admin#webhooks',
      ].join('\n'),
    );
  });
});
