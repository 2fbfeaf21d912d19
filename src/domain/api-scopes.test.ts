import { describe, expect, it } from 'vitest';
import { API_SCOPE_DESCRIPTIONS, API_SCOPES } from './api-scopes';

describe('the scopes of an API key', () => {
  it('each say what they allow on the API Keys screen', () => {
    expect(API_SCOPES.map((scope) => [scope, API_SCOPE_DESCRIPTIONS[scope]])).toEqual([
      ['checks:write', "Check devices (claims intake), re-check them and change a check's claim type"],
      ['checks:read', 'Read checks, claim types and denial reasons'],
      ['claims:write', 'Re-verify a device before deciding, settle and deny claims'],
      [
        'claims:read',
        'Read one settled claim, denied claim or replacement device, and look up earlier replacements',
      ],
      ['registers:read', 'List the settled claims, denied claims and replacement devices registers'],
      ['carrier:write', 'Run carrier checks and request FinLock removal'],
      ['alerts:read', 'List and export monitoring alerts (settled devices whose status changed)'],
      [
        'webhooks:manage',
        'Add, change, test and delete webhook endpoints, rotate their secrets, read their delivery logs and resend',
      ],
      ['events:read', 'Read the webhook events of the last 30 days, to catch up on missed deliveries'],
    ]);
  });
});
