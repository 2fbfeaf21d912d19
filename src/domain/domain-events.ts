import { z } from 'zod';
import { TriageSchema } from './contracts/triage-rules';
import { TRIAGE_ROUTES } from './schemas/triage-rules';
import type { WebhookEventType } from './webhook-events';
import { CLAIM_STATUSES } from './work-queue';

/**
 * Everything that happens in ClaimGuard that someone may ask about later: each kind of event by name, with the facts
 * it carries (`data`), the kind of record it is about, whether it is written to the audit log and, for the events an
 * organisation's claim system can hear about, the webhook payload built from the same facts. Recording one event
 * (`recordEvent` on the server) writes its audit row and its webhook deliveries together, so the two never disagree.
 *
 * Names are `<subject>.<what happened>`; a webhook event's name is its webhook type.
 */
interface EventKind<Data extends z.ZodType> {
  /** What happened, in a few words, for the catalogues in the documentation. */
  description: string;
  /** The kind of record the event is about (the audit row's subject type). */
  subjectType: string;
  data: Data;
  /** False for the events only webhooks hear about; every other event is written to the audit log. */
  audit?: false;
  /** What the audit row keeps of the facts, when not all of them (the rest are the webhook's). */
  details?: (data: z.output<Data>) => Record<string, unknown>;
}

/** An event an organisation's claim system can subscribe to: its name is the webhook type. */
interface WebhookEventKind<Data extends z.ZodType, Payload extends z.ZodObject> extends EventKind<Data> {
  webhook: {
    /** The receiver's payload `data`; its fields' descriptions are the integration guide's. */
    payload: Payload;
    build: (data: z.output<Data>) => z.output<Payload>;
  };
}

/** Any kind of event, read by name: the webhook part only for webhook events. */
export interface AnyEventKind extends Omit<EventKind<z.ZodType>, 'details'> {
  details?: (data: Record<string, unknown>) => Record<string, unknown>;
  webhook?: { payload: z.ZodObject; build: (data: Record<string, unknown>) => unknown };
}

const kind = <Data extends z.ZodType>(event: EventKind<Data>) => event;
const webhookKind = <Data extends z.ZodType, Payload extends z.ZodObject>(
  event: WebhookEventKind<Data, Payload>,
) => event;
/** A webhook event whose payload is its facts as they are: one schema for both. */
const passThroughKind = <Payload extends z.ZodObject>({
  payload,
  ...event
}: Omit<EventKind<Payload>, 'data'> & { payload: Payload }) =>
  webhookKind({ ...event, data: payload, webhook: { payload, build: (data) => data } });

/** Facts whose shape follows a record or a settings change (its columns, as changed). */
const facts = z.record(z.string(), z.unknown());
const none = z.object({});
const text = z.string().nullable();
const imei = z.string();

const checkFacts = {
  checkId: z.string(),
  imei,
  reference: text,
  claimType: text,
};

/** A registry submission queued again, from `failed` (retried) or from `unknown` (sent again). */
const registrySentAgainFacts = z.object({
  imei,
  previousStatus: z.string(),
  previousError: text,
  mayRegisterTwice: z.literal(true).optional(),
});

export const DOMAIN_EVENTS = {
  'check.recorded': passThroughKind({
    description: 'a check is recorded (intake)',
    subjectType: 'claim_check',
    details: (data) => ({ imei: data.imei }),
    payload: z.object({
      ...checkFacts,
      deviceMake: text,
      deviceModel: text,
      isBlocked: z.boolean().nullable(),
      findMyIphoneStatus: text,
      certificateResult: text,
      triage: TriageSchema,
    }),
  }),
  'check.rechecked': passThroughKind({
    description: 'a recorded check is re-checked',
    subjectType: 'claim_check',
    details: (data) => ({ recheckId: data.recheckId, changes: data.changes }),
    payload: z.object({
      checkId: z.string(),
      recheckId: z.string(),
      imei,
      reference: text,
      changes: z.array(z.string()).describe('what changed since the last check, in words'),
      isBlocked: z.boolean().nullable(),
      findMyIphoneStatus: text,
      claimsCount: z.number().nullable(),
      certificateResult: text,
      triage: TriageSchema,
    }),
  }),
  'check.assignment_changed': passThroughKind({
    description: "a claim's assignee, status or due date is changed (one at a time or in a bulk action)",
    subjectType: 'claim_check',
    details: (data) => ({
      assigneeId: data.assigneeId,
      status: data.status,
      dueAt: data.dueAt,
      previous: data.previous,
    }),
    payload: z.object({
      checkId: z.string(),
      assigneeId: z.string().nullable().describe('the user the claim is assigned to; null: unassigned'),
      status: z.enum(CLAIM_STATUSES),
      dueAt: z.string().nullable().describe('ISO 8601; null: no due date'),
      previous: z
        .object({
          assigneeId: z.string().nullable(),
          status: z.enum(CLAIM_STATUSES),
          dueAt: z.string().nullable(),
        })
        .describe('the assignment before the change'),
    }),
  }),
  'check.route_changed': passThroughKind({
    description:
      "a check's triage route changes when it is scored again on a fresh report (a re-check or a re-verification)",
    subjectType: 'claim_check',
    details: (data) => ({
      route: data.route,
      previousRoute: data.previousRoute,
      score: data.score,
      previousScore: data.previousScore,
      cause: data.cause,
    }),
    payload: z.object({
      checkId: z.string(),
      imei,
      reference: text,
      route: z.enum(TRIAGE_ROUTES).describe('the route the fresh report gives'),
      previousRoute: z.enum(TRIAGE_ROUTES).describe('the route before'),
      score: z.number(),
      previousScore: z.number().nullable(),
      cause: z.enum(['recheck', 'verification']).describe('what scored the check again'),
      triage: TriageSchema,
    }),
  }),
  'check.claim_type_changed': kind({
    description: "a check's claim type is changed",
    subjectType: 'claim_check',
    data: z.object({ old: text, new: z.string() }),
  }),
  'check.deleted': kind({
    description: 'a check is deleted',
    subjectType: 'claim_check',
    data: z.object({ imei }),
  }),
  'check.deleted_by_imei': kind({
    description: "a device's checks are deleted together",
    subjectType: 'claim_check',
    data: z.object({ imeiKey: z.string(), ids: z.array(z.string()) }),
  }),
  'claim.settled': webhookKind({
    description: 'a claim is settled',
    subjectType: 'settled_claim',
    data: z.object({
      settledClaimId: z.string(),
      claimId: z.string(),
      checkId: z.string(),
      imei,
      reference: text,
      claimType: text,
      replacementImei: text,
      removedCheckIds: z.array(z.string()),
      verificationId: text,
      statusAtSettlement: z.unknown(),
      overriddenChanges: z.array(z.string()),
      overrideReason: text,
      referralReason: text.optional(),
      notCompared: z.array(z.string()).nullable(),
      registryStatus: z.string(),
    }),
    details: (data) => ({
      imei: data.imei,
      claimId: data.claimId,
      replacementImei: data.replacementImei,
      removedCheckIds: data.removedCheckIds,
      checkId: data.checkId,
      verificationId: data.verificationId,
      statusAtSettlement: data.statusAtSettlement,
      overriddenChanges: data.overriddenChanges,
      overrideReason: data.overrideReason,
      referralReason: data.referralReason ?? null,
      notCompared: data.notCompared,
      registryStatus: data.registryStatus,
    }),
    webhook: {
      payload: z.object({
        settledClaimId: z.string(),
        claimId: z.string().describe('the same id'),
        checkId: z.string(),
        imei,
        reference: text,
        claimType: text,
        replacementImei: text,
        registryStatus: z.string(),
        overriddenChanges: z.array(z.string()),
        overrideReason: text,
      }),
      build: (data) => ({
        settledClaimId: data.settledClaimId,
        // One id per record across the API: the settled claim's (GET /api/v1/settled-claims/{claimId}).
        claimId: data.settledClaimId,
        checkId: data.checkId,
        imei: data.imei,
        reference: data.reference,
        claimType: data.claimType,
        replacementImei: data.replacementImei,
        registryStatus: data.registryStatus,
        overriddenChanges: data.overriddenChanges,
        overrideReason: data.overrideReason,
      }),
    },
  }),
  'claim.denied': webhookKind({
    description: 'a claim is denied',
    subjectType: 'denied_claim',
    data: z.object({
      deniedClaimId: z.string(),
      ...checkFacts,
      denialReason: z.string(),
      removedCheckIds: z.array(z.string()),
    }),
    details: (data) => ({
      imei: data.imei,
      denialReason: data.denialReason,
      removedCheckIds: data.removedCheckIds,
    }),
    webhook: {
      payload: z.object({ deniedClaimId: z.string(), ...checkFacts, denialReason: z.string() }),
      build: (data) => ({
        deniedClaimId: data.deniedClaimId,
        checkId: data.checkId,
        imei: data.imei,
        reference: data.reference,
        claimType: data.claimType,
        denialReason: data.denialReason,
      }),
    },
  }),
  'claim.already_denied_checks_removed': kind({
    description: 'a device already denied is denied again: its new checks are removed',
    subjectType: 'claim_check',
    data: z.object({ imei, removedCheckIds: z.array(z.string()) }),
  }),
  'claim.cleaned_up': kind({
    description: "a device's claims and their replacement devices are removed (Cleanup related claim)",
    subjectType: 'claim',
    data: z.object({
      imeiKey: z.string(),
      claimIds: z.array(z.string()),
      replacementDevicesDeleted: z.number(),
    }),
  }),
  'claim.registry_retried': kind({
    description: 'a failed registry submission is sent again',
    subjectType: 'settled_claim',
    data: registrySentAgainFacts,
  }),
  'claim.registry_sent_again': kind({
    description: 'a registry submission whose outcome is unknown is sent again',
    subjectType: 'settled_claim',
    data: registrySentAgainFacts,
  }),
  'claim.registry_confirmed': kind({
    description: 'an admin confirms a registry submission whose outcome was unknown',
    subjectType: 'settled_claim',
    data: z.object({ imei, previousError: text }),
  }),
  'registry.submission_failed': passThroughKind({
    description:
      'a settled claim was certainly not registered with the device-history registry: refused, or not reached after its retries (`failed`)',
    subjectType: 'settled_claim',
    audit: false,
    payload: z.object({ settledClaimId: z.string(), imei, reference: text, error: text }),
  }),
  'registry.outcome_unknown': passThroughKind({
    description:
      'a settled claim was sent to the registry but the answer was lost (`unknown`): an organization admin must confirm it registered or send it again',
    subjectType: 'settled_claim',
    audit: false,
    payload: z.object({ settledClaimId: z.string(), imei, reference: text, error: text }),
  }),
  'settled_claim.deleted': kind({
    description: 'a settled claim is deleted from its register',
    subjectType: 'settled_claim',
    data: facts,
  }),
  'denied_claim.deleted': kind({
    description: 'a denied claim is deleted from its register',
    subjectType: 'denied_claim',
    data: z.object({ imei }),
  }),
  'replacement_device.deleted': kind({
    description: 'a replacement device is deleted from its register',
    subjectType: 'replacement_device',
    data: facts,
  }),
  'device.reverified': kind({
    description: 'a device is searched again before settling (re-verification)',
    subjectType: 'claim_check',
    data: z.object({
      verificationId: z.string(),
      imei,
      certificateResult: text,
      changesSinceIntake: z.array(z.string()),
    }),
  }),
  'device.status_changed': passThroughKind({
    description:
      'post-claim monitoring found a watched device changed since settlement (one event per re-check, with its alerts)',
    subjectType: 'settled_claim',
    audit: false,
    payload: z.object({
      alertIds: z.array(z.string()),
      kinds: z.array(z.string()),
      imei,
      watchedDevice: z.enum(['claimed', 'replacement']).describe('`claimed` or `replacement`'),
      settledClaimId: z.string(),
      claimReference: text,
    }),
  }),
  'carrier_check.recorded': kind({
    description: 'a carrier device check is recorded',
    subjectType: 'carrier_check',
    data: z.object({ imei }),
  }),
  'finlock.requested': passThroughKind({
    description: 'a FinLock removal is requested',
    subjectType: 'finlock_request',
    details: (data) => ({ imei: data.imei, carrierCheckId: data.carrierCheckId }),
    payload: z.object({
      finlockRequestId: z.string(),
      carrierCheckId: z.string(),
      imei,
      deviceMake: text,
      deviceModel: text,
      status: z.string(),
      deviceStatus: text,
    }),
  }),
  'finlock_request.deleted': kind({
    description: 'a FinLock request is deleted',
    subjectType: 'finlock_request',
    data: z.object({ imei }),
  }),
  'alert.reviewed': kind({
    description: 'a monitoring alert is reviewed',
    subjectType: 'alert',
    data: z.object({ imei, kind: z.string(), note: text }),
  }),
  'alert.digest_sent': kind({
    description: "the day's alert digest is mailed to the organization's admins",
    subjectType: 'alert_digest',
    data: z.object({ alerts: z.number(), recipients: z.number() }),
  }),
  'monitoring.settings_changed': kind({
    description: "the organization's monitoring settings are changed",
    subjectType: 'organization',
    data: facts,
  }),
  'monitoring.run_started': kind({
    description: 'an admin starts a monitoring run',
    subjectType: 'monitoring_run',
    data: z.object({ queued: z.number(), remainingThisMonth: z.number().nullable() }),
  }),
  'organisation.created': kind({
    description: 'an organization is created',
    subjectType: 'organization',
    data: facts,
  }),
  'organisation.settings_changed': kind({
    description: "the organization's settings are changed",
    subjectType: 'organization',
    data: facts,
  }),
  'retention.settings_changed': kind({
    description: "the organization's data retention settings are changed",
    subjectType: 'organization',
    data: facts,
  }),
  'retention.run_finished': kind({
    description:
      "a day's retention run of the organization ends: what it deleted, anonymised and reduced under the settings",
    subjectType: 'retention_run',
    data: z.object({
      day: z.string(),
      checksDeleted: z.number(),
      claimsAnonymised: z.number(),
      answersReduced: z.number(),
      auditEventsDeleted: z.number(),
      auditChainStartsAfter: z
        .number()
        .nullable()
        .describe("the place of the last audit event deleted, which the chain's first kept event links to"),
    }),
  }),
  'legal_hold.placed': kind({
    description: 'an org admin puts a check, an IMEI or a claim reference on legal hold',
    subjectType: 'legal_hold',
    data: z.object({
      kind: z.string().describe('check, imei or claimReference'),
      checkId: text,
      imei: text,
      claimReference: text,
      reason: z.string(),
    }),
  }),
  'legal_hold.released': kind({
    description: 'an org admin releases a legal hold',
    subjectType: 'legal_hold',
    data: z.object({ kind: z.string(), checkId: text, imei: text, claimReference: text }),
  }),
  'triage_rules.updated': kind({
    description: "the organization's triage rules are saved as a new version",
    subjectType: 'triage_rule_set',
    data: z.object({
      version: z.number(),
      previousVersion: z.number().describe('0: the default rules'),
      rules: z.number().describe('how many rules the new version holds'),
    }),
  }),
  'subject_data.exported': kind({
    description:
      'an admin downloads everything the organization holds about a subject (an IMEI, a claim reference or a user)',
    subjectType: 'subject_request',
    data: z.object({
      selector: z.enum(['imei', 'claimReference', 'userId']),
      imei: z.string().optional(),
      claimReference: z.string().optional(),
      userId: z.string().optional(),
      counts: z.record(z.string(), z.number()),
    }),
  }),
  'subject_data.erased': kind({
    description:
      'an admin erases what the organization holds about a subject, as far as the law and the holds allow (the device or reference itself is not recorded)',
    subjectType: 'subject_request',
    data: z.object({
      selector: z.enum(['imei', 'claimReference', 'userId']),
      userId: z.string().optional(),
      erased: z.record(z.string(), z.number()),
      kept: z.number().describe('records kept, each with its reason in the reply'),
    }),
  }),
  'claim_type.added': kind({
    description: 'a claim type is added',
    subjectType: 'organization_claim_type',
    data: facts,
  }),
  'claim_type.removed': kind({
    description: 'a claim type is removed',
    subjectType: 'organization_claim_type',
    data: facts,
  }),
  'denial_reason.added': kind({
    description: 'a denial reason is added',
    subjectType: 'organization_denial_reason',
    data: facts,
  }),
  'denial_reason.removed': kind({
    description: 'a denial reason is removed',
    subjectType: 'organization_denial_reason',
    data: facts,
  }),
  'device_search.budget_warning_sent': kind({
    description: "the organization's admins are warned that the month's search budget is nearly spent",
    subjectType: 'organization',
    data: z.object({ month: z.string(), spent: z.number(), budget: z.number() }),
  }),
  'api_key.created': kind({
    description: 'an API key is created',
    subjectType: 'api_key',
    data: z.object({
      name: z.string(),
      prefix: z.string(),
      scopes: z.array(z.string()),
      expiresAt: z.string().nullable().optional(),
    }),
  }),
  'api_key.rotated': kind({
    description:
      'an API key is given a new secret; the one before is accepted until the end of its grace period',
    subjectType: 'api_key',
    data: z.object({
      name: z.string(),
      prefix: z.string(),
      previousPrefix: z.string(),
      previousKeyValidUntil: z.string(),
    }),
  }),
  'api_key.revoked': kind({
    description: 'an API key is revoked',
    subjectType: 'api_key',
    data: z.object({ name: z.string() }),
  }),
  'api_key.creator_left': kind({
    description:
      "an API key's creator is demoted or deactivated: the key is kept, as it belongs to the organization",
    subjectType: 'api_key',
    data: z.object({ name: z.string(), creatorId: z.string(), reason: z.enum(['demoted', 'deactivated']) }),
  }),
  'scim_token.created': kind({
    description: "a SCIM token is created for the organization's identity provider (directory sync)",
    subjectType: 'scim_token',
    data: z.object({ name: z.string(), prefix: z.string() }),
  }),
  'scim_token.revoked': kind({
    description: 'a SCIM token is revoked',
    subjectType: 'scim_token',
    data: z.object({ name: z.string() }),
  }),
  'sso_connection.saved': kind({
    description:
      "an organization admin connects the organization's identity provider (single sign-on), or changes it",
    subjectType: 'sso_connection',
    data: z.object({ protocol: z.string(), issuer: z.string(), clientId: z.string() }),
  }),
  'sso_connection.removed': kind({
    description: 'the single sign-on connection is removed',
    subjectType: 'sso_connection',
    data: none,
  }),
  'sso_connection.tested': kind({
    description: 'an organization admin signs in through the identity provider to test the connection',
    subjectType: 'sso_connection',
    data: z.object({ email: z.string() }),
  }),
  'sso_connection.state_changed': kind({
    description: 'single sign-on is switched on or off, or required, or its session length changed',
    subjectType: 'sso_connection',
    data: facts,
  }),
  'sso_domain.added': kind({
    description: 'a domain is added for single sign-on (its TXT record to publish)',
    subjectType: 'sso_domain',
    data: z.object({ domain: z.string() }),
  }),
  'sso_domain.verified': kind({
    description: "a single sign-on domain is verified, by its DNS TXT record or a super admin's approval",
    subjectType: 'sso_domain',
    data: z.object({ domain: z.string(), by: z.enum(['dns', 'super-admin']) }),
  }),
  'sso_domain.removed': kind({
    description: 'a single sign-on domain is removed',
    subjectType: 'sso_domain',
    data: z.object({ domain: z.string() }),
  }),
  'user.created_by_sso': kind({
    description:
      "a person's first sign-in through the identity provider creates their account (just in time)",
    subjectType: 'user',
    data: z.object({ email: z.string(), role: z.string() }),
  }),
  'webhook_endpoint.created': kind({
    description: 'a webhook endpoint is added',
    subjectType: 'webhook_endpoint',
    data: z.object({ url: z.string(), events: z.array(z.string()) }),
  }),
  'webhook_endpoint.updated': kind({
    description: 'a webhook endpoint is changed',
    subjectType: 'webhook_endpoint',
    data: facts,
  }),
  'webhook_endpoint.secret_rotated': kind({
    description: "a webhook endpoint's signing secret is rotated",
    subjectType: 'webhook_endpoint',
    data: z.object({
      url: z.string(),
      overlapHours: z.number().int().describe('Hours the old secret still signs beside the new one'),
    }),
  }),
  'webhook_endpoint.deleted': kind({
    description: 'a webhook endpoint is deleted',
    subjectType: 'webhook_endpoint',
    data: z.object({ url: z.string() }),
  }),
  'webhook_endpoint.tested': kind({
    description: 'a test event is sent to a webhook endpoint',
    subjectType: 'webhook_endpoint',
    data: z.object({ eventId: z.string() }),
  }),
  'webhook_delivery.resent': kind({
    description: 'a webhook delivery is sent again',
    subjectType: 'webhook_delivery',
    data: z.object({ endpointId: z.string() }),
  }),
  'bulk_intake.created': kind({
    description: 'a bulk intake is uploaded',
    subjectType: 'bulk_intake',
    data: z.object({
      rows: z.number(),
      linesLeftOut: z.number(),
      awaitsApproval: z.literal(true).optional(),
    }),
  }),
  'bulk_intake.approved': kind({
    description: "an org admin approves a member's bulk intake that awaited approval (it is queued)",
    subjectType: 'bulk_intake',
    data: z.object({ rows: z.number(), uploadedBy: text }),
  }),
  'bulk_intake.rejected': kind({
    description: "an org admin rejects a member's bulk intake that awaited approval, with a reason",
    subjectType: 'bulk_intake',
    data: z.object({ rows: z.number(), uploadedBy: text, reason: z.string() }),
  }),
  'bulk_intake.retried': kind({
    description: "a bulk intake's failed rows (or one row) are tried again",
    subjectType: 'bulk_intake',
    data: z.object({ rows: z.number(), line: z.number().optional() }),
  }),
  'bulk_intake.stopped': kind({
    description: 'a bulk intake stops before its end',
    subjectType: 'bulk_intake',
    data: facts,
  }),
  'bulk_intake.finished': passThroughKind({
    description: 'a bulk intake has worked all its rows',
    subjectType: 'bulk_intake',
    details: ({ bulkIntakeId: _, ...counts }) => counts,
    payload: z.object({
      bulkIntakeId: z.string(),
      total: z.number().describe('rows in the file'),
      done: z.number().describe('rows checked'),
      failed: z
        .number()
        .describe('rows that could not be checked (`GET /api/v1/bulk-intakes/{id}` lists them)'),
      rejected: z.number().describe('rows refused before any search'),
    }),
  }),
  'invitation.created': kind({
    description: 'someone is invited',
    subjectType: 'invitation',
    data: z.object({ email: z.string(), role: z.string(), userId: z.string() }),
  }),
  'invitation.resent': kind({
    description: 'an invitation is sent again',
    subjectType: 'invitation',
    data: z.object({ email: z.string(), userId: z.string() }),
  }),
  'invitation.accepted': kind({
    description: 'an invitation is accepted',
    subjectType: 'invitation',
    data: none,
  }),
  'user.updated': kind({
    description: "a user's name or title is changed by an admin (or the directory, with its externalId)",
    subjectType: 'user',
    data: facts,
  }),
  'user.deactivated': kind({
    description: 'a user is deactivated',
    subjectType: 'user',
    data: none,
  }),
  'user.reactivated': kind({
    description: 'a user is reactivated',
    subjectType: 'user',
    data: none,
  }),
  'role.assigned': kind({
    description: 'a user without a role is given one',
    subjectType: 'user',
    data: z.object({ from: z.string().nullable(), to: z.string() }),
  }),
  'role.changed': kind({
    description: "a user's role is changed",
    subjectType: 'user',
    data: z.object({ from: z.string().nullable(), to: z.string() }),
  }),
  'role.removed': kind({
    description:
      "a user's role is taken away (the directory removes them from their group): No Role Assigned",
    subjectType: 'user',
    data: z.object({ from: z.string() }),
  }),
  'role.granted_by_operator': kind({
    description: 'an operator makes a user super admin from the command line',
    subjectType: 'user',
    data: z.object({ to: z.literal('super_admin') }),
  }),
  'profile.updated': kind({
    description: 'a user changes their own name or title',
    subjectType: 'user',
    data: facts,
  }),
  'password.reset': kind({
    description: 'a user sets a new password with a reset link',
    subjectType: 'user',
    data: none,
  }),
  'sign_in.failed': kind({
    description: 'a sign-in is refused',
    subjectType: 'user',
    data: z.object({ email: z.string(), reason: z.string() }),
  }),
  'sign_in.locked_out': kind({
    description: 'sign-in is locked for a while after too many failures',
    subjectType: 'user',
    data: z.object({ email: z.string(), retryAfterSeconds: z.number() }),
  }),
  'two_factor.enabled': kind({
    description: 'a user turns two-factor sign-in on',
    subjectType: 'user',
    data: none,
  }),
  'two_factor.disabled': kind({
    description: 'a user turns two-factor sign-in off',
    subjectType: 'user',
    data: none,
  }),
  'two_factor.recovery_codes_renewed': kind({
    description: 'a user makes new recovery codes; the old ones stop working',
    subjectType: 'user',
    data: none,
  }),
  'two_factor.reset': kind({
    description: "a super admin resets a user's second factor",
    subjectType: 'user',
    data: none,
  }),
} as const;

type Catalogue = typeof DOMAIN_EVENTS;
export type DomainEventName = keyof Catalogue;

/** The facts an event of this name carries, as the caller gives them. */
export type EventData<Name extends DomainEventName> = z.input<Catalogue[Name]['data']>;

/** One event as it is recorded: its name, the record it is about and its facts, typed by the name. */
export type DomainEvent = {
  [Name in DomainEventName]: {
    name: Name;
    subjectId: string | null;
    data: EventData<Name>;
  };
}[DomainEventName];

/** The events that are webhook events: their name is the webhook type an endpoint subscribes to. */
export type WebhookDomainEventName = {
  [Name in DomainEventName]: Catalogue[Name] extends { webhook: object } ? Name : never;
}[DomainEventName];

/** Every webhook type is an event of the catalogue and every webhook event a webhook type: else this does not compile. */
const sameWebhookTypes: [WebhookDomainEventName, WebhookEventType] extends [
  WebhookEventType,
  WebhookDomainEventName,
]
  ? true
  : never = true;
void sameWebhookTypes;

export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];

/** A kind of event, read by name without its exact data type (for the server's one recording function). */
export function eventKind(name: DomainEventName): AnyEventKind {
  return DOMAIN_EVENTS[name] as unknown as AnyEventKind;
}

/** Is this event a webhook event (so its deliveries are written with its audit row)? */
export function isWebhookEvent(name: DomainEventName): name is WebhookDomainEventName {
  return eventKind(name).webhook !== undefined;
}
