import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { imeiMatchKey } from '@/domain/imei';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { bulkIntakeRows, bulkIntakes } from '@/server/db/schema/bulk-intakes';
import { legalHolds } from '@/server/db/schema/data-retention';
import { deviceSearches } from '@/server/db/schema/device-searches';
import { organizationClaimTypes, organizationDenialReasons } from '@/server/db/schema/organisations';
import { savedViews } from '@/server/db/schema/saved-views';
import { scimTokens } from '@/server/db/schema/scim-tokens';
import { ssoDomains } from '@/server/db/schema/sso';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema/webhooks';
import { sealWebhookSecret } from '@/server/modules/webhooks/webhook-secret';
import { scenarioImeiOf } from '../../simulators/carrier/scenarios';
import { makeAlert } from '../fixtures/make-alert';
import { makeDeniedClaim, makeReplacement, makeSettledClaim } from '../fixtures/make-claim-records';
import { makeUser } from '../fixtures/make-user';
import type { KeptSessions } from '../support/kept-sessions';
import { insertChecks, organisationIdOf } from '../support/review-test-support';
import type { TestApp } from '../support/test-app';

/** The organisation whose records Demo Insurance's users must never reach, and the one they work in. */
export const FOREIGN = { domain: 'other.test', member: 'member@other.test' } as const;
export const HOME = { domain: 'demo.test', member: 'member@demo.test' } as const;

export interface ForeignContext {
  t: TestApp;
  sessions: KeptSessions;
  /** Whose record to make: Other Mutual's by default, Demo Insurance's to prove the route finds its own. */
  owner?: typeof FOREIGN | typeof HOME;
  /** Who will call the route, for records that are one user's own (saved views). */
  callerEmail?: string;
}

/** A record of Other Mutual: the path parameters that name it and the strings that must never leak (ids, IMEIs). */
export interface ForeignRecord {
  params: Record<string, string>;
  tokens: string[];
}

type MakeForeignRecord = (context: ForeignContext) => Promise<ForeignRecord>;

/** How a route is called on another organisation's record. */
export type ForeignEntry =
  | {
      scope: 'organisation';
      make: MakeForeignRecord;
      /** A valid body, so the request passes validation and reaches the organisation check. */
      body?: unknown;
      /** For routes that answer "nothing of yours matched" rather than 404 (a delete by IMEI). */
      expectReply?: { status: number; body: unknown };
    }
  | {
      /** Platform administration: the super admin, the only role allowed, acts across organisations by design. */
      scope: 'platform';
      reason: string;
    };

const ownerOf = (context: ForeignContext) => context.owner ?? FOREIGN;
const ownerOrganisation = (context: ForeignContext) => organisationIdOf(context.t, ownerOf(context).domain);
const uniqueLabel = (kind: string) => `Other-only ${kind} ${randomInt(1_000_000_000)}`;
const carrierSerial = () => String(randomInt(10_000)).padStart(4, '0');

async function makeCheck(context: ForeignContext): Promise<ForeignRecord> {
  const [check] = await insertChecks(context.t, { domain: ownerOf(context).domain });
  if (!check) throw new Error('no check inserted');
  return { params: { id: check.id, imei: check.imei }, tokens: [check.id, check.imei] };
}

/** A saved view: Other Mutual's member's, or on Demo Insurance the caller's own (a view is one user's). */
async function makeSavedView(context: ForeignContext): Promise<ForeignRecord> {
  const owner = ownerOf(context);
  const email = owner === HOME ? (context.callerEmail ?? owner.member) : owner.member;
  const [user] = await context.t.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error('no member');
  const [row] = await context.t.services.db
    .insert(savedViews)
    .values({
      organizationId: await ownerOrganisation(context),
      userId: user.id,
      name: uniqueLabel('view'),
      filters: { assignee: 'me' },
    })
    .returning({ id: savedViews.id });
  if (!row) throw new Error('no saved view inserted');
  return { params: { id: row.id }, tokens: [row.id] };
}

async function makeClaimType(context: ForeignContext): Promise<ForeignRecord> {
  const claimType = uniqueLabel('claim type');
  const [row] = await context.t.services.db
    .insert(organizationClaimTypes)
    .values({ organizationId: await ownerOrganisation(context), claimType })
    .returning({ id: organizationClaimTypes.id });
  if (!row) throw new Error('no claim type inserted');
  return { params: { id: row.id }, tokens: [row.id, claimType] };
}

async function makeDenialReason(context: ForeignContext): Promise<ForeignRecord> {
  const denialReason = uniqueLabel('denial reason');
  const [row] = await context.t.services.db
    .insert(organizationDenialReasons)
    .values({ organizationId: await ownerOrganisation(context), denialReason })
    .returning({ id: organizationDenialReasons.id });
  if (!row) throw new Error('no denial reason inserted');
  return { params: { id: row.id }, tokens: [row.id, denialReason] };
}

async function makeSettled(context: ForeignContext): Promise<ForeignRecord> {
  const organisationId = await ownerOrganisation(context);
  const settled = await makeSettledClaim(context.t.services.db, { organisationId });
  return { params: { id: settled.id }, tokens: [settled.id, settled.claimId, settled.imei] };
}

/** A settled claim whose registration failed: the one kind an admin may send again. */
async function makeFailedSubmission(context: ForeignContext): Promise<ForeignRecord> {
  const organisationId = await ownerOrganisation(context);
  const settled = await makeSettledClaim(context.t.services.db, { organisationId, registryStatus: 'failed' });
  return { params: { id: settled.id }, tokens: [settled.id, settled.imei] };
}

/** A settled claim whose registration's outcome is unknown: the one kind an admin may confirm or send again. */
async function makeUnknownSubmission(context: ForeignContext): Promise<ForeignRecord> {
  const organisationId = await ownerOrganisation(context);
  const settled = await makeSettledClaim(context.t.services.db, {
    organisationId,
    registryStatus: 'unknown',
  });
  return { params: { id: settled.id }, tokens: [settled.id, settled.imei] };
}

async function makeReplacementDevice(context: ForeignContext): Promise<ForeignRecord> {
  const replacement = makeReplacement();
  const organisationId = await ownerOrganisation(context);
  const settled = await makeSettledClaim(context.t.services.db, { organisationId, replacement });
  if (!settled.replacementDeviceId) throw new Error('no replacement device inserted');
  const id = settled.replacementDeviceId;
  return { params: { id }, tokens: [id, settled.id, settled.imei, replacement.imei] };
}

async function makeDenied(context: ForeignContext): Promise<ForeignRecord> {
  const organisationId = await ownerOrganisation(context);
  const denied = await makeDeniedClaim(context.t.services.db, { organisationId });
  return { params: { id: denied.id }, tokens: [denied.id, denied.imei] };
}

/** Through the API as the owner's member, so the stored device picture exists as the real flow leaves it. */
async function runCarrierCheck(context: ForeignContext, scenario: 'clean' | 'pending-loan-payment') {
  const response = await context.t.post(
    '/api/v1/carrier-checks',
    { imei: scenarioImeiOf(scenario, carrierSerial()) },
    { cookie: context.sessions.cookieOf(ownerOf(context).member) },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; imei: string };
}

async function makeCarrierCheck(context: ForeignContext): Promise<ForeignRecord> {
  const check = await runCarrierCheck(context, 'clean');
  return { params: { id: check.id }, tokens: [check.id, check.imei] };
}

async function makeFinLockRequest(context: ForeignContext): Promise<ForeignRecord> {
  const check = await runCarrierCheck(context, 'pending-loan-payment');
  const response = await context.t.post(
    '/api/v1/finlock-requests',
    { carrierCheckId: check.id },
    { cookie: context.sessions.cookieOf(ownerOf(context).member) },
  );
  expect(response.statusCode, response.body).toBe(201);
  const { request } = response.json() as { request: { id: string } };
  return { params: { id: request.id }, tokens: [request.id, check.id, check.imei] };
}

async function makeApiKey(context: ForeignContext): Promise<ForeignRecord> {
  const name = uniqueLabel('API key');
  const [row] = await context.t.services.db
    .insert(apiKeys)
    .values({
      organizationId: await ownerOrganisation(context),
      name,
      prefix: 'cgk_foreign',
      keyHash: randomBytes(32).toString('hex'),
      scopes: ['checks:read'],
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('no API key inserted');
  return { params: { id: row.id }, tokens: [row.id, name] };
}

async function makeLegalHold(context: ForeignContext): Promise<ForeignRecord> {
  const reason = uniqueLabel('legal hold');
  const [row] = await context.t.services.db
    .insert(legalHolds)
    .values({
      organizationId: await ownerOrganisation(context),
      kind: 'claimReference',
      claimReference: reason,
      reason,
    })
    .returning({ id: legalHolds.id });
  if (!row) throw new Error('no legal hold inserted');
  return { params: { id: row.id }, tokens: [row.id, reason] };
}

async function makeScimToken(context: ForeignContext): Promise<ForeignRecord> {
  const name = uniqueLabel('SCIM token');
  const [row] = await context.t.services.db
    .insert(scimTokens)
    .values({
      organizationId: await ownerOrganisation(context),
      name,
      prefix: 'cgs_foreign',
      tokenHash: randomBytes(32).toString('hex'),
    })
    .returning({ id: scimTokens.id });
  if (!row) throw new Error('no SCIM token inserted');
  return { params: { id: row.id }, tokens: [row.id, name] };
}

async function makeSsoDomain(context: ForeignContext): Promise<ForeignRecord> {
  const domain = `other-${randomInt(1_000_000_000)}.test`;
  const [row] = await context.t.services.db
    .insert(ssoDomains)
    .values({
      organizationId: await ownerOrganisation(context),
      domain,
      verificationToken: 'foreign-token',
      // Verified already: the route's own-record answer needs no DNS.
      verifiedAt: new Date(),
      verifiedBy: 'super-admin',
    })
    .returning({ id: ssoDomains.id });
  if (!row) throw new Error('no SSO domain inserted');
  return { params: { id: row.id }, tokens: [row.id, domain, 'foreign-token'] };
}

async function insertWebhookEndpoint(context: ForeignContext) {
  const organizationId = await ownerOrganisation(context);
  const url = `https://${uniqueLabel('endpoint').replaceAll(' ', '-').toLowerCase()}.example/hooks`;
  const [endpoint] = await context.t.services.db
    .insert(webhookEndpoints)
    .values({
      organizationId,
      url,
      events: ['check.recorded'],
      secret: sealWebhookSecret('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', context.t.services.env.AUTH_SECRET),
    })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) throw new Error('no webhook endpoint inserted');
  return { organizationId, id: endpoint.id, url };
}

async function makeWebhookEndpoint(context: ForeignContext): Promise<ForeignRecord> {
  const endpoint = await insertWebhookEndpoint(context);
  return { params: { id: endpoint.id }, tokens: [endpoint.id, endpoint.url] };
}

/** A delivery already delivered: the kind an admin may resend. */
async function makeWebhookDelivery(context: ForeignContext): Promise<ForeignRecord> {
  const endpoint = await insertWebhookEndpoint(context);
  const eventId = `msg_${randomInt(1_000_000_000)}`;
  const [delivery] = await context.t.services.db
    .insert(webhookDeliveries)
    .values({
      organizationId: endpoint.organizationId,
      endpointId: endpoint.id,
      eventId,
      eventType: 'check.recorded',
      payload: '{}',
      status: 'delivered',
      attempts: 1,
    })
    .returning({ id: webhookDeliveries.id });
  if (!delivery) throw new Error('no webhook delivery inserted');
  return {
    params: { id: endpoint.id, deliveryId: delivery.id },
    tokens: [endpoint.id, endpoint.url, delivery.id, eventId],
  };
}

/** A bulk intake of one row, its IMEI being one the other organisation must never see. */
async function makeBulkIntake(context: ForeignContext): Promise<ForeignRecord> {
  const organizationId = await ownerOrganisation(context);
  const { db } = context.t.services;
  const [batch] = await db
    .insert(bulkIntakes)
    .values({ organizationId, total: 1 })
    .returning({ id: bulkIntakes.id });
  if (!batch) throw new Error('no bulk intake inserted');
  const imei = `35332811${randomInt(1_000_000, 9_999_999)}`;
  await db
    .insert(bulkIntakeRows)
    .values({ organizationId, bulkIntakeId: batch.id, line: 2, imei, claimType: 'Theft', fnol: false });
  return { params: { id: batch.id }, tokens: [batch.id, imei] };
}

/** A member's batch awaiting an org admin's approval. */
async function makeAwaitingBulkIntake(context: ForeignContext): Promise<ForeignRecord> {
  const organizationId = await ownerOrganisation(context);
  const [batch] = await context.t.services.db
    .insert(bulkIntakes)
    .values({ organizationId, total: 1, status: 'awaiting-approval' })
    .returning({ id: bulkIntakes.id });
  if (!batch) throw new Error('no bulk intake inserted');
  return { params: { id: batch.id }, tokens: [batch.id] };
}

/** A batch with a failed row, uploaded by the organisation's demo admin (whose rows may be retried). */
async function makeFailedBulkIntake(context: ForeignContext): Promise<ForeignRecord> {
  const organizationId = await ownerOrganisation(context);
  const { db } = context.t.services;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `admin@${ownerOf(context).domain}`));
  // The organisation's earlier batches of the matrix end first: a retry reopens this one, within the cap at once.
  await db
    .update(bulkIntakes)
    .set({ status: 'finished' })
    .where(
      and(eq(bulkIntakes.organizationId, organizationId), inArray(bulkIntakes.status, ['queued', 'running'])),
    );
  const [batch] = await db
    .insert(bulkIntakes)
    .values({ organizationId, total: 1, failed: 1, status: 'finished', createdBy: admin?.id })
    .returning({ id: bulkIntakes.id });
  if (!batch) throw new Error('no bulk intake inserted');
  const imei = `35332811${randomInt(1_000_000, 9_999_999)}`;
  await db.insert(bulkIntakeRows).values({
    organizationId,
    bulkIntakeId: batch.id,
    line: 2,
    imei,
    claimType: 'Theft',
    fnol: false,
    state: 'failed',
  });
  return { params: { id: batch.id, line: '2' }, tokens: [batch.id, imei] };
}

/** A device-history search in the organisation's ledger (no route names one; its list must not show it). */
async function makeDeviceSearch(context: ForeignContext): Promise<ForeignRecord> {
  const imei = `35332812${randomInt(1_000_000, 9_999_999)}`;
  const [row] = await context.t.services.db
    .insert(deviceSearches)
    .values({
      organizationId: await ownerOrganisation(context),
      path: 'intake',
      imei,
      imeiKey: imeiMatchKey(imei),
      state: 'answered',
      endedAt: new Date(),
    })
    .returning({ id: deviceSearches.id });
  if (!row) throw new Error('no device search inserted');
  return { params: { id: row.id }, tokens: [row.id, imei] };
}

async function makeForeignAlert(context: ForeignContext): Promise<ForeignRecord> {
  const alert = await makeAlert(context.t.services.db, { organisationId: await ownerOrganisation(context) });
  return { params: { id: alert.id }, tokens: [alert.id, alert.imei] };
}

/** A member of the organisation (never a demo account, whose sessions the matrix keeps). */
async function makeTeamMember(context: ForeignContext): Promise<ForeignRecord> {
  const { domain } = ownerOf(context);
  const member = await makeUser(context.t.services, {
    organisation: { id: await ownerOrganisation(context), domain },
  });
  return { params: { id: member.id }, tokens: [member.id, member.email] };
}

const organisation = (
  make: MakeForeignRecord,
  options: { body?: unknown; expectReply?: { status: number; body: unknown } } = {},
): ForeignEntry => ({ scope: 'organisation', make, ...options });

const platformUsers: ForeignEntry = {
  scope: 'platform',
  reason: 'User Management lists and edits every user on the platform (super admins only)',
};

/**
 * Every non-public route with a path parameter, by `METHOD /url`: how to make an Other Mutual record for it. A
 * route missing here fails the authorization matrix, so a new route cannot skip the cross-organisation check.
 */
export const FOREIGN_RECORDS: Record<string, ForeignEntry> = {
  'DELETE /api/v1/api-keys/:id': organisation(makeApiKey),
  'POST /api/v1/api-keys/:id/rotation': organisation(makeApiKey, { body: { graceHours: 1 } }),
  'DELETE /api/v1/claim-types/:id': organisation(makeClaimType),
  'DELETE /api/v1/denial-reasons/:id': organisation(makeDenialReason),
  'DELETE /api/v1/legal-holds/:id': organisation(makeLegalHold),
  'DELETE /api/v1/scim-tokens/:id': organisation(makeScimToken),
  'POST /api/v1/sso-domains/:id/verify': organisation(makeSsoDomain),
  'DELETE /api/v1/sso-domains/:id': organisation(makeSsoDomain),
  'POST /api/v1/organisations/:id/sso-domains': {
    scope: 'platform',
    reason: 'a super admin approves a single sign-on domain for any organization',
  },
  'GET /api/v1/bulk-intakes/:id': organisation(makeBulkIntake),
  'GET /api/v1/bulk-intakes/:id/rows': organisation(makeBulkIntake),
  'GET /api/v1/bulk-intakes/:id/results.csv': organisation(makeBulkIntake),
  'POST /api/v1/bulk-intakes/:id/approval': organisation(makeAwaitingBulkIntake, {
    body: { approve: false, reason: 'Split the file' },
  }),
  'POST /api/v1/bulk-intakes/:id/retry': organisation(makeFailedBulkIntake),
  'POST /api/v1/bulk-intakes/:id/rows/:line/retry': organisation(makeFailedBulkIntake),
  'GET /api/v1/checks/:id': organisation(makeCheck),
  'DELETE /api/v1/checks/:id': organisation(makeCheck),
  'PATCH /api/v1/checks/:id/claim-type': organisation(makeCheck, { body: { claimType: 'Theft' } }),
  'PUT /api/v1/checks/:id/assignment': organisation(makeCheck, {
    body: { userId: null, status: 'in-review' },
  }),
  'DELETE /api/v1/saved-views/:id': organisation(makeSavedView),
  'POST /api/v1/checks/:id/rechecks': organisation(makeCheck),
  'POST /api/v1/checks/:id/settlement': organisation(makeCheck, { body: { includesReplacement: false } }),
  'POST /api/v1/checks/:id/denial': organisation(makeCheck, { body: { denialReason: 'Device blocked' } }),
  'DELETE /api/v1/checks/by-imei/:imei': organisation(makeCheck, {
    expectReply: { status: 200, body: { deleted: 0 } },
  }),
  'GET /api/v1/carrier-checks/:id': organisation(makeCarrierCheck),
  'GET /api/v1/carrier-checks/:id/image': organisation(makeCarrierCheck),
  'DELETE /api/v1/finlock-requests/:id': organisation(makeFinLockRequest),
  'GET /api/v1/settled-claims/:id': organisation(makeSettled),
  'DELETE /api/v1/settled-claims/:id': organisation(makeSettled),
  'POST /api/v1/settled-claims/:id/registry-submission': organisation(makeFailedSubmission),
  'POST /api/v1/settled-claims/:id/registry-resubmission': organisation(makeUnknownSubmission),
  'POST /api/v1/settled-claims/:id/registry-confirmation': organisation(makeUnknownSubmission),
  'GET /api/v1/denied-claims/:id': organisation(makeDenied),
  'DELETE /api/v1/denied-claims/:id': organisation(makeDenied),
  'DELETE /api/v1/replacement-devices/:id': organisation(makeReplacementDevice),
  'POST /api/v1/alerts/:id/review': organisation(makeForeignAlert, { body: { note: 'Checked' } }),
  'PATCH /api/v1/webhook-endpoints/:id': organisation(makeWebhookEndpoint, { body: { enabled: false } }),
  'DELETE /api/v1/webhook-endpoints/:id': organisation(makeWebhookEndpoint),
  'POST /api/v1/webhook-endpoints/:id/secret': organisation(makeWebhookEndpoint),
  'POST /api/v1/webhook-endpoints/:id/rotate-secret': organisation(makeWebhookEndpoint),
  'POST /api/v1/webhook-endpoints/:id/test': organisation(makeWebhookEndpoint),
  'GET /api/v1/webhook-endpoints/:id/deliveries': organisation(makeWebhookDelivery),
  'POST /api/v1/webhook-endpoints/:id/deliveries/:deliveryId/resend': organisation(makeWebhookDelivery),
  'PUT /api/v1/organisation/members/:id/role': organisation(makeTeamMember, {
    body: { role: 'organization_admin' },
  }),
  'POST /api/v1/organisation/members/:id/deactivation': organisation(makeTeamMember),
  'DELETE /api/v1/organisation/members/:id/deactivation': organisation(makeTeamMember),
  'PATCH /api/v1/users/:id': platformUsers,
  'PUT /api/v1/users/:id/role': platformUsers,
  'POST /api/v1/users/:id/invitation': platformUsers,
  'POST /api/v1/users/:id/deactivation': platformUsers,
  'DELETE /api/v1/users/:id/deactivation': platformUsers,
  'POST /api/v1/users/:id/two-factor/reset': platformUsers,
};

/** One record of every kind above, for checking that lists never show them. */
export async function makeEveryForeignRecord(context: ForeignContext): Promise<ForeignRecord[]> {
  const makers = new Set<MakeForeignRecord>();
  for (const entry of Object.values(FOREIGN_RECORDS))
    if (entry.scope === 'organisation') makers.add(entry.make);
  // Kinds that no route names by id, but that a list shows.
  makers.add(makeDeviceSearch);
  const records: ForeignRecord[] = [];
  for (const make of makers) records.push(await make(context));
  return records;
}
