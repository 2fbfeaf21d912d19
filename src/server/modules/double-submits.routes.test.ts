import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@/domain/admin-messages';
import { carrierMessages } from '@/domain/carrier-messages';
import { decisionMessages } from '@/domain/decision-messages';
import { previouslyCheckedMessage } from '@/domain/intake-messages';
import { users } from '@/server/db/schema/auth';
import { finlockRequests } from '@/server/db/schema/carrier';
import { claimChecks, deniedClaims } from '@/server/db/schema/checks';
import { claims } from '@/server/db/schema/claims';
import {
  organizationClaimTypes,
  organizationDenialReasons,
  organizations,
} from '@/server/db/schema/organisations';
import { scenarioImeiOf } from '../../../simulators/carrier/scenarios';
import { makeIntake } from '../../../tests/fixtures/make-intake';
import { countRows } from '../../../tests/support/count-rows';
import { mailsTo } from '../../../tests/support/outbox';
import { insertChecks } from '../../../tests/support/review-test-support';
import { setupTestApp } from '../../../tests/support/test-app';

/**
 * A form submitted two or three times at once (a double click, a retried request) makes one record: one answer is
 * the success, the others the form's duplicate message; none is a server error. The contact form is exempt: it
 * stores nothing, it only sends mail.
 */
const t = setupTestApp();
const SUBMITS = 3;

async function submitTogether(url: string, payload: unknown, email: string) {
  const cookie = await t.signIn(email);
  const responses = await Promise.all(
    Array.from({ length: SUBMITS }, () => t.post(url, payload, { cookie })),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(
    statuses.filter((status) => status === 201),
    statuses.join(),
  ).toHaveLength(1);
  const duplicates = responses.filter((response) => response.statusCode !== 201);
  expect(duplicates.map((response) => response.statusCode)).toEqual(Array(SUBMITS - 1).fill(409));
  return duplicates.map((response) => response.json().message as string);
}

describe('double-submitted forms make one record', () => {
  it('Create organisation', async () => {
    const payload = { name: 'Twice Insurance', domain: 'twice.test' };
    const messages = await submitTogether('/api/v1/organisations', payload, 'super@demo.test');
    expect(new Set(messages)).toEqual(new Set([adminMessages.organisationExists('twice.test')]));
    const rows = await t.services.db
      .select()
      .from(organizations)
      .where(eq(organizations.domain, 'twice.test'));
    expect(rows).toHaveLength(1);
  });

  it('Add claim type', async () => {
    const before = await countRows(t, { types: organizationClaimTypes });
    const payload = { claimType: 'Water Damage Twice', isTotalLoss: false };
    const messages = await submitTogether('/api/v1/claim-types', payload, 'admin@demo.test');
    expect(new Set(messages)).toEqual(new Set([adminMessages.claimTypeExists]));
    expect(await countRows(t, { types: organizationClaimTypes })).toEqual({ types: before.types + 1 });
  });

  it('Add denial reason', async () => {
    const before = await countRows(t, { reasons: organizationDenialReasons });
    const payload = { denialReason: 'Submitted twice' };
    const messages = await submitTogether('/api/v1/denial-reasons', payload, 'admin@demo.test');
    expect(new Set(messages)).toEqual(new Set([adminMessages.denialReasonExists]));
    expect(await countRows(t, { reasons: organizationDenialReasons })).toEqual({
      reasons: before.reasons + 1,
    });
  });

  it('Invite claims processor', async () => {
    const email = 'twice.invited@demo.test';
    const payload = { email, firstName: 'Tia', lastName: 'Twice', title: 'Handler' };
    const messages = await submitTogether('/api/v1/invitations/members', payload, 'admin@demo.test');
    expect(new Set(messages)).toEqual(new Set([adminMessages.userAlreadyExists]));
    expect(await t.services.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await mailsTo(t.services, email)).toHaveLength(1);
  });

  it('FinLock removal request', async () => {
    const cookie = await t.signIn('member@demo.test');
    const imei = scenarioImeiOf('outstanding-balance', '0031');
    const check = await t.post('/api/v1/carrier-checks', { imei }, { cookie });
    expect(check.statusCode, check.body).toBe(201);
    const payload = { carrierCheckId: check.json().id };
    const messages = await submitTogether('/api/v1/finlock-requests', payload, 'member@demo.test');
    expect(new Set(messages)).toEqual(new Set([carrierMessages.finlockAlreadyOpen]));
    expect(await countRows(t, { requests: finlockRequests })).toEqual({ requests: 1 });
  });

  it('Settle', async () => {
    const [check] = await insertChecks(t);
    const payload = { includesReplacement: false, notes: 'Paid out' };
    const messages = await submitTogether(
      `/api/v1/checks/${check?.id}/settlement`,
      payload,
      'member@demo.test',
    );
    expect(new Set(messages)).toEqual(new Set([decisionMessages.claimExists]));
    expect(await countRows(t, { claims })).toEqual({ claims: 1 });
  });

  it('Deny', async () => {
    const [check] = await insertChecks(t);
    const payload = { denialReason: 'Device blocked' };
    const messages = await submitTogether(`/api/v1/checks/${check?.id}/denial`, payload, 'member@demo.test');
    expect(new Set(messages)).toEqual(new Set([decisionMessages.alreadyDenied]));
    expect(await countRows(t, { deniedClaims })).toEqual({ deniedClaims: 1 });
  });

  it('Claims Intake of the same IMEI', async () => {
    const before = await countRows(t, { checks: claimChecks });
    const messages = await submitTogether('/api/v1/checks', makeIntake(), 'member@demo.test');
    const today = format(new Date(), 'MM/dd/yyyy');
    expect(new Set(messages)).toEqual(new Set([previouslyCheckedMessage(today)]));
    expect(await countRows(t, { checks: claimChecks })).toEqual({ checks: before.checks + 1 });
  });
});
