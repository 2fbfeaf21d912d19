import { z } from 'zod';
import {
  TRIAGE_ROUTES,
  TriagePreviewSchema,
  TriageRouteSchema,
  TriageRuleSetSchema,
} from '@/domain/schemas/triage-rules';
import type { Triage } from '@/domain/triage';
import { defineRoute } from './route';
import { isoDateTime, type Wire } from './wire';

/** A check's triage: its score, route and the reasons, under the rule-set version it names. */
export const TriageSchema = z
  .object({
    score: z.number().int(),
    route: TriageRouteSchema,
    reasons: z
      .array(
        z.object({
          rule: z.string().describe("The rule's name"),
          text: z.string(),
          points: z.number().int().describe('Points the rule added (0 when it set the route or was skipped)'),
        }),
      )
      .describe('Every rule that fired, or met a fact the provider did not report, in the rule set’s order'),
    ruleSetVersion: z.number().int().describe("The organization's rule-set version (0: the default rules)"),
  })
  .describe(
    "Triage of the device's current status under the organization's triage rules: a re-check or re-verification scores it again",
  ) satisfies z.ZodType<Triage, Triage>;

/** A check's triage on a reply; null for checks recorded before triage. */
export const CheckTriageSchema = TriageSchema.nullable();

/** `GET` and `PUT /api/v1/triage-rules`: the organization's current rule set. */
export const TriageRulesReply = z.object({
  version: z.number().int().describe('0: the default rules, until the organization saves its own'),
  rules: TriageRuleSetSchema,
  createdAt: isoDateTime.nullable().describe('When this version was saved; null for the default rules'),
});
export type TriageRules = Wire<typeof TriageRulesReply>;

const routeCounts = z.object(
  Object.fromEntries(TRIAGE_ROUTES.map((route) => [route, z.number().int()])) as Record<
    (typeof TRIAGE_ROUTES)[number],
    z.ZodNumber
  >,
);

/** `POST /api/v1/triage-rules/preview`: what the rules would change on the organization's latest checks. */
export const TriagePreviewReply = z.object({
  checks: z.number().int().describe('How many of the latest open checks were scored (at most the sample)'),
  changed: z.number().int().describe('How many of them would change route'),
  before: routeCounts.describe('Checks per route under the current rules'),
  after: routeCounts.describe('Checks per route under the rules sent'),
});
export type TriagePreview = Wire<typeof TriagePreviewReply>;

const tags = ['triage rules'];

export const triageRulesRead = defineRoute({
  method: 'GET',
  path: '/api/v1/triage-rules',
  summary: "Read your organization's triage rules",
  operationId: 'getTriageRules',
  tags,
  reply: TriageRulesReply,
  action: 'organisation:manage',
});

export const triageRulesChange = defineRoute({
  method: 'PUT',
  path: '/api/v1/triage-rules',
  summary: "Save your organization's triage rules as a new version",
  operationId: 'updateTriageRules',
  description:
    'New checks, re-checks and re-verifications are scored with the new version; checks already scored keep theirs until re-checked.',
  tags,
  body: TriageRuleSetSchema,
  reply: TriageRulesReply,
  action: 'organisation:manage',
});

export const triageRulesPreview = defineRoute({
  method: 'POST',
  path: '/api/v1/triage-rules/preview',
  summary: "Preview triage rules on your organization's latest checks",
  operationId: 'previewTriageRules',
  tags,
  body: TriagePreviewSchema,
  reply: TriagePreviewReply,
  action: 'organisation:manage',
});
