import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin-messages';
import { alertMessages } from './alert-messages';
import { apiKeyMessages } from './api-key-messages';
import { API_SCOPE_DESCRIPTIONS } from './api-scopes';
import { auditLogMessages } from './audit-log-messages';
import { bulkIntakeMessages } from './bulk-intake-messages';
import { carrierMessages } from './carrier-messages';
import { DASHBOARD_PERIOD_NAMES, dashboardMessages } from './dashboard-period';
import { decisionMessages } from './decision-messages';
import { deviceSearchMessages } from './device-search-messages';
import { DEVICE_SEARCH_PATH_LABELS } from './device-searches';
import { idempotencyMessages } from './idempotency-messages';
import { intakeMessages } from './intake-messages';
import { messages } from './messages';
import { ALERT_KIND_LABELS } from './monitoring';
import { monitoringMessages } from './monitoring-messages';
import { registerFilterMessages } from './register-filters';
import { registerMessages } from './register-messages';
import { registryMessages } from './registry-messages';
import { reportMessages } from './report-messages';
import { reviewMessages } from './review-messages';
import { scimMessages } from './scim-messages';
import { teamMessages } from './team-messages';
import { WEBHOOK_EVENT_LABELS } from './webhook-events';
import { webhookMessages } from './webhook-messages';

/**
 * Every fixed text people read, by where it lives. The texts that take a value (functions) are proven with their
 * values in the tests of their own modules.
 */
const TEXTS: Record<string, object> = {
  adminMessages,
  alertMessages,
  apiKeyMessages,
  API_SCOPE_DESCRIPTIONS,
  auditLogMessages,
  bulkIntakeMessages,
  carrierMessages,
  DASHBOARD_PERIOD_NAMES,
  dashboardMessages,
  decisionMessages,
  deviceSearchMessages,
  DEVICE_SEARCH_PATH_LABELS,
  idempotencyMessages,
  intakeMessages,
  messages,
  ALERT_KIND_LABELS,
  monitoringMessages,
  registerFilterMessages,
  registerMessages,
  registryMessages,
  reportMessages,
  reviewMessages,
  scimMessages,
  teamMessages,
  WEBHOOK_EVENT_LABELS,
  webhookMessages,
};

/** [where, text] for every fixed text of `value`, nested groups (a batch's outcomes, its stop reasons) included. */
function fixedTexts(where: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (typeof value === 'function') return [];
  return Object.entries(value as object).flatMap(([key, inner]) => fixedTexts(`${where}.${key}`, inner));
}

const ALL = Object.entries(TEXTS).flatMap(([name, texts]) => fixedTexts(name, texts));

describe('every fixed text people read', () => {
  it('is found (the walk reaches every module)', () => {
    expect(ALL.length).toBeGreaterThan(400);
  });

  // One test for all of them (each text named in its failure): a case per text would make the mutation run's
  // coverage pass pay for a thousand tests.
  it('are worded texts, not empty or padded ones', () => {
    for (const [where, text] of ALL) {
      expect(text.trim(), where).toBe(text);
      expect(text.length, where).toBeGreaterThan(1);
      expect(text, where).not.toMatch(/ {2}|\bundefined\b|\bnull\b|\[object /);
    }
  });

  it('say "organization", as every text people read does', () => {
    for (const [where, text] of ALL) expect(text, where).not.toMatch(/organis/i);
  });
});
