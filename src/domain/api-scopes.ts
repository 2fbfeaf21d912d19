/**
 * What an organisation's API key may do. A key is given one or more scopes when it is created; a route a claim system
 * may call names the scope it needs (`config.scope`), and a key reaches no other route: of the administration, only its
 * organisation's webhook endpoints (`webhooks:manage`) and the webhook events a receiver missed (`events:read`).
 */
export const API_SCOPES = [
  'checks:write',
  'checks:read',
  'claims:write',
  'claims:read',
  'registers:read',
  'carrier:write',
  'alerts:read',
  'webhooks:manage',
  'events:read',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope allows, as the API Keys screen and the API documentation describe it. */
export const API_SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  'checks:write': "Check devices (claims intake), re-check them and change a check's claim type",
  'checks:read': 'Read checks, claim types and denial reasons',
  'claims:write': 'Re-verify a device before deciding, settle and deny claims',
  'claims:read':
    'Read one settled claim, denied claim or replacement device, and look up earlier replacements',
  'registers:read': 'List the settled claims, denied claims and replacement devices registers',
  'carrier:write': 'Run carrier checks and request FinLock removal',
  'alerts:read': 'List and export monitoring alerts (settled devices whose status changed)',
  'webhooks:manage':
    'Add, change, test and delete webhook endpoints, rotate their secrets, read their delivery logs and resend',
  'events:read': 'Read the webhook events of the last 30 days, to catch up on missed deliveries',
};
