import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AuditEvent } from '@/domain/contracts/audit-log';
import type { TriageRule } from '@/domain/schemas/triage-rules';
import { DEFAULT_TRIAGE_RULE_SET } from '@/domain/triage';
import { OrgAdminPage } from '@/web/features/org-admin/components/org-admin-page';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';

type Answer = { status: number; body?: unknown } | undefined;
export const SETTINGS_PATH = '/api/v1/organisation-settings';
export const API_KEYS_PATH = '/api/v1/api-keys';

/** The organisation's settings as the panel reads them: registry submission on, nothing else asked of members. */
export const ORGANISATION_SETTINGS = {
  registrySubmission: true,
  requireTwoFactor: false,
  bulkIntakesAtOnce: 2,
  bulkApprovalAboveRows: null as number | null,
  searchMonthlyBudget: 10,
  serviceLevelDays: { 'fast-track': 1, review: 3, refer: 10 },
};

/** A `route` for `renderOrgAdmin` that keeps the settings: each PUT changes what it names and answers with them all. */
export function savingSettings() {
  const saved = { ...ORGANISATION_SETTINGS };
  return (method: string, path: string, body: unknown): Answer => {
    if (method !== 'PUT' || path !== SETTINGS_PATH) return undefined;
    Object.assign(saved, body);
    return { status: 200, body: { ...saved } };
  };
}

/** A `route` for `renderOrgAdmin` that refuses every change of the settings: the member may not make it. */
export function refusingSettings(method: string, path: string): Answer {
  return method === 'PUT' && path === SETTINGS_PATH
    ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission.' } }
    : undefined;
}

/** The organisation's one API key, never used yet. */
export const CLAIM_CENTER_KEY = {
  id: '0c1d2e3f-0000-4000-8000-0000000a0001',
  name: 'ClaimCenter',
  prefix: 'cgk_AbCd1234',
  scopes: ['checks:write', 'claims:write'],
  createdBy: 'Ada Admin',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  previousPrefix: null,
  previousKeyValidUntil: null,
  isUsable: true,
  createdByFormerAdmin: false,
};

export const SCIM_TOKENS_PATH = '/api/v1/scim-tokens';

/** The organisation's one SCIM token, used by its identity provider. */
export const OKTA_TOKEN = {
  id: '0c1d2e3f-0000-4000-8000-0000000d0001',
  name: 'Okta',
  prefix: 'cgs_EfGh5678',
  createdBy: 'Ada Admin',
  createdAt: '2026-11-22T08:00:00.000Z',
  lastUsedAt: '2026-11-23T07:45:00.000Z',
};

/** The audit log: a check recorded through the API key, and the key's creation by the admin. */
export const AUDIT_EVENTS = [
  {
    id: '0c1d2e3f-0000-4000-8000-0000000b0002',
    createdAt: '2026-11-21T10:15:00.000Z',
    action: 'check.recorded',
    subjectType: 'claim_check',
    subjectId: '0c1d2e3f-0000-4000-8000-0000000c0001',
    actor: 'Ada Admin',
    apiKey: 'ClaimCenter',
    details: { imei: '353328110000019' },
    apiKeyId: CLAIM_CENTER_KEY.id,
    ipAddress: '198.51.100.20',
    userAgent: 'ClaimCenter-Connector/5',
    directory: null,
  },
  {
    id: '0c1d2e3f-0000-4000-8000-0000000b0001',
    createdAt: '2026-11-20T09:30:00.000Z',
    action: 'api_key.created',
    subjectType: 'api_key',
    subjectId: CLAIM_CENTER_KEY.id,
    actor: 'Ada Admin',
    apiKey: null,
    details: { name: 'ClaimCenter' },
    apiKeyId: null,
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
    directory: null,
  },
] satisfies AuditEvent[];

/** When the invited, not yet accepted member's link expires: always ahead. */
export const NEW_MEMBER_INVITATION_EXPIRES_AT = '2999-12-31T12:00:00.000Z';
/** The organisation's one claim type (Write-off) and one denial reason (Late claim). */
export const WRITE_OFF_ID = '0c1d2e3f-0000-4000-8000-0000000e0001';
export const LATE_CLAIM_ID = '0c1d2e3f-0000-4000-8000-0000000f0001';

export const WEBHOOKS_PATH = '/api/v1/webhook-endpoints';
/** The organisation's one webhook endpoint, sent recorded checks, whose one delivery arrived. */
export const CLAIMS_ENDPOINT = {
  id: '0c1d2e3f-0000-4000-8000-0000000a0001',
  url: 'https://claims.acme.test/hooks',
  events: ['check.recorded'],
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  lastDeliveryStatus: 'delivered',
  lastDeliveryAt: '2026-11-26T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
};
export const RECORDED_DELIVERY = {
  id: '0c1d2e3f-0000-4000-8000-0000000b0001',
  eventId: 'msg_recorded1',
  eventType: 'check.recorded',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseBody: 'thanks',
  durationMs: 42,
  error: null,
  requestId: 'claimcenter-trace-4711',
  createdAt: '2026-11-26T10:00:00.000Z',
  lastAttemptAt: '2026-11-26T10:00:00.000Z',
};

export const MONITORING_PATH = '/api/v1/monitoring/settings';
/** Monitoring on for 90 days weekly, 100 searches a month of which 12 are spent, never run yet. */
export const MONITORING_SETTINGS = {
  watchDays: 90,
  interval: 'weekly',
  monthlyBudget: 100,
  dailyDigest: false,
  spentThisMonth: 12,
  remainingThisMonth: 88,
  watchedDevices: 7,
  lastRunAt: null,
  searchesInProgress: 0,
};

export const RETENTION_PATH = '/api/v1/retention-settings';
export const LEGAL_HOLDS_PATH = '/api/v1/legal-holds';
/** The documented defaults, but decided claims kept 10 years. */
export const RETENTION_SETTINGS = {
  undecidedChecksMonths: 12,
  decidedClaimsYears: 10,
  rawAnswersDays: 90,
  auditEventsYears: 7,
};
export const SUBJECT_SUMMARY_PATH = '/api/v1/subject-data/summary';
/** A device the organization holds a few records of, as the subject summary counts them. */
export const SUBJECT_IMEI = '353328110000013';
export const SUBJECT_COUNTS = {
  user: 0,
  checks: 1,
  settledClaims: 1,
  deniedClaims: 0,
  replacementDevices: 1,
  alerts: 2,
  bulkIntakeRows: 0,
  auditEvents: 7,
  mails: 0,
};
export const RETENTION_PREVIEW_PATH = '/api/v1/retention-runs/preview';
export const RETENTION_RUNS_PATH = '/api/v1/retention-runs';
/** What the next run would do. */
export const RETENTION_PREVIEW = {
  undecidedChecks: 12,
  decidedClaims: 3,
  rawAnswers: 1250,
  auditEvents: 0,
  held: 2,
};
/** Yesterday's run, finished. */
export const RETENTION_RUN = {
  id: '0c1d2e3f-0000-4000-8000-000000120001',
  day: '2026-11-28',
  startedAt: '2026-11-28T02:00:00.000Z',
  finishedAt: '2026-11-28T02:00:04.000Z',
  checksDeleted: 40,
  claimsAnonymised: 7,
  answersReduced: 1312,
  auditEventsDeleted: 0,
};
/** One claim reference held for a court case. */
export const COURT_HOLD = {
  id: '0c1d2e3f-0000-4000-8000-000000110001',
  kind: 'claimReference',
  checkId: null,
  imei: null,
  claimReference: 'CLM-77',
  reason: 'Court case 12',
  createdAt: '2026-11-24T09:00:00.000Z',
  createdBy: 'a0000000-0000-4000-8000-000000000001',
};

export const TRIAGE_RULES_PATH = '/api/v1/triage-rules';
/** One of the default triage rules, by its name. */
function defaultTriageRule(name: string): TriageRule {
  const rule = DEFAULT_TRIAGE_RULE_SET.rules.find((each) => each.name === name);
  if (!rule) throw new Error(`The default triage rules have no rule ${name}`);
  return rule;
}

/**
 * The organization's saved triage rules, version 3, on the default thresholds: the default points for a blocklisted
 * device (40, skipped when not reported), and searches by others refer it.
 */
export const TRIAGE_RULES = {
  version: 3,
  createdAt: '2026-11-27T09:00:00.000Z',
  rules: {
    thresholds: DEFAULT_TRIAGE_RULE_SET.thresholds,
    rules: [
      defaultTriageRule('blocklisted'),
      {
        name: 'searched-elsewhere',
        when: { fact: 'otherInsurerSearches', days: 30, atLeast: 2 },
        effect: { kind: 'setRoute', route: 'refer' },
        reason: 'Other insurers searched the device',
        whenNotReported: 'fire',
      },
    ],
  },
};

export const DEVICE_SEARCHES_PATH = '/api/v1/device-searches/summary';
export const DEVICE_SEARCH_BUDGET_PATH = '/api/v1/device-searches/budget';
/** This month's spend against a budget of 10: below the warning. */
export const DEVICE_SEARCH_BUDGET = {
  month: new Date().toISOString().slice(0, 7),
  monthlyBudget: 10,
  spent: 4,
  state: 'within',
};
/** This month: three intakes by Ada and one monitoring search, one of them never charged, one answer used again. */
export const DEVICE_SEARCH_SUMMARY = {
  searches: 4,
  charged: 3,
  reused: 1,
  byPath: [
    { path: 'intake', searches: 3, charged: 2 },
    { path: 'monitoring', searches: 1, charged: 1 },
  ],
  byPerson: [
    {
      person: { id: 'a0000000-0000-4000-8000-000000000001', email: 'ada@acme.test', name: 'Ada Admin' },
      apiKey: null,
      searches: 3,
      charged: 2,
    },
    { person: null, apiKey: null, searches: 1, charged: 1 },
  ],
};

/**
 * The Org Admin Panel on a stubbed API with an organisation, two members, a claim type, a denial reason, an API key,
 * a SCIM token, one webhook endpoint, registry submission on and two-factor sign-in not required of members; `route` may answer
 * any call first (a POST, a failure).
 * The invitation form (tested on its own) stands in as a line naming its e-mail hint.
 */
export function renderOrgAdmin(
  route: (method: string, path: string, body: unknown) => Answer = () => undefined,
  search = '',
) {
  const api = fakeApi((method, path, body) => {
    const answer = route(method, path, body);
    if (answer) return answer;
    if (path === '/api/v1/organisation') {
      return {
        status: 200,
        body: {
          id: 'b0000000-0000-4000-8000-000000000001',
          name: 'Acme Insurance',
          domain: 'acme.test',
          memberCount: 3,
        },
      };
    }
    if (path === '/api/v1/organisation/members') {
      return {
        status: 200,
        body: [
          {
            id: 'a0000000-0000-4000-8000-000000000001',
            email: 'ada@acme.test',
            firstName: 'Ada',
            lastName: 'Admin',
            title: 'Head',
            role: 'organization_admin',
            invitationPending: false,
            invitationExpiresAt: null,
            deactivated: false,
          },
          {
            id: 'a0000000-0000-4000-8000-000000000002',
            email: 'new@acme.test',
            firstName: 'Nu',
            lastName: 'Body',
            title: null,
            role: null,
            invitationPending: true,
            invitationExpiresAt: NEW_MEMBER_INVITATION_EXPIRES_AT,
            deactivated: false,
          },
        ],
      };
    }
    if (path === '/api/v1/claim-types') {
      return { status: 200, body: [{ id: WRITE_OFF_ID, claimType: 'Write-off', isTotalLoss: true }] };
    }
    if (path === '/api/v1/denial-reasons')
      return { status: 200, body: [{ id: LATE_CLAIM_ID, denialReason: 'Late claim' }] };
    if (path === API_KEYS_PATH) return { status: 200, body: [CLAIM_CENTER_KEY] };
    if (path === SCIM_TOKENS_PATH) return { status: 200, body: [OKTA_TOKEN] };
    if (path.startsWith('/api/v1/audit-events?')) {
      return {
        status: 200,
        body: { items: AUDIT_EVENTS, total: AUDIT_EVENTS.length, page: 1, pageSize: 25 },
      };
    }
    if (path === WEBHOOKS_PATH) return { status: 200, body: { items: [CLAIMS_ENDPOINT] } };
    if (path.startsWith(`${WEBHOOKS_PATH}/${CLAIMS_ENDPOINT.id}/deliveries`)) {
      return { status: 200, body: { items: [RECORDED_DELIVERY], total: 1, page: 1, pageSize: 10 } };
    }
    if (path === MONITORING_PATH) return { status: 200, body: MONITORING_SETTINGS };
    if (path === RETENTION_PATH) return { status: 200, body: RETENTION_SETTINGS };
    if (path === LEGAL_HOLDS_PATH) return { status: 200, body: { items: [COURT_HOLD] } };
    if (path === RETENTION_PREVIEW_PATH) return { status: 200, body: RETENTION_PREVIEW };
    if (path === RETENTION_RUNS_PATH) return { status: 200, body: { items: [RETENTION_RUN] } };
    if (path === TRIAGE_RULES_PATH) return { status: 200, body: TRIAGE_RULES };
    if (path.startsWith(`${DEVICE_SEARCHES_PATH}?`)) return { status: 200, body: DEVICE_SEARCH_SUMMARY };
    if (path === DEVICE_SEARCH_BUDGET_PATH) return { status: 200, body: DEVICE_SEARCH_BUDGET };
    if (path === SETTINGS_PATH) return { status: 200, body: ORGANISATION_SETTINGS };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  renderPage(
    <OrgAdminPage renderInvitationForm={(emailHint) => <p>Invitation form for {emailHint}</p>} />,
    '/dashboard/org-admin',
    search,
  );
  return { user, calls: api.calls };
}
