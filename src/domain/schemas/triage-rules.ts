import { z } from 'zod';
import { triageMessages } from '@/domain/triage-messages';

/** Where a check goes after triage: straight on, to a handler's review, or to the fraud team. */
export const TRIAGE_ROUTES = ['fast-track', 'review', 'refer'] as const;
export const TriageRouteSchema = z.enum(TRIAGE_ROUTES);
export type TriageRoute = (typeof TRIAGE_ROUTES)[number];

const days = z.number().int().min(1).max(3650).describe('A number of days (1 to 3650)');

/** Conditions over the provider's report: each may meet a fact the provider did not report. */
const providerConditions = [
  z.strictObject({ fact: z.literal('blocklisted').describe('The device is on a network blocklist') }),
  z.strictObject({
    fact: z.literal('activationLock').describe('The activation lock (Find My) is activated or lost'),
  }),
  z.strictObject({ fact: z.literal('policeStolen').describe('A police stolen record') }),
  z.strictObject({ fact: z.literal('lostRecord').describe('A lost record') }),
  z.strictObject({ fact: z.literal('foundRecord').describe('A found record') }),
  z.strictObject({ fact: z.literal('ownershipRecord').describe('An ownership registration') }),
  z.strictObject({
    fact: z.literal('claimsElsewhere').describe('Claims on the device in the device-history registry'),
  }),
  z.strictObject({ fact: z.literal('redCertificate').describe('The certificate is red') }),
  z.strictObject({
    fact: z
      .literal('otherInsurerSearches')
      .describe('At least `atLeast` searches by other insurers in the `days` days before the intake'),
    days,
    atLeast: z.number().int().min(1).max(1000),
  }),
  z.strictObject({
    fact: z
      .literal('lossNearOtherSearch')
      .describe('The loss date is within `days` days of a search by another insurer'),
    days,
  }),
] as const;

/** Conditions over the claim and the organisation's own records: always known. */
const claimConditions = [
  z.strictObject({
    fact: z.literal('claimType').describe("The claim type is one of `anyOf` (the organization's names)"),
    anyOf: z.array(z.string().trim().min(1).max(100)).min(1).max(50),
  }),
  z.strictObject({ fact: z.literal('fnol').describe('FNOL was (or was not) given'), is: z.boolean() }),
  z
    .strictObject({
      fact: z
        .literal('lossDaysBeforeIntake')
        .describe('A loss date was given, between `atLeast` and `atMost` days before the intake'),
      atLeast: z.number().int().min(0).max(36500).optional(),
      atMost: z.number().int().min(0).max(36500).optional(),
    })
    .refine((c) => c.atLeast !== undefined || c.atMost !== undefined, {
      message: 'Give atLeast, atMost or both',
      path: ['atLeast'],
    }),
  z.strictObject({
    fact: z
      .literal('replacementHandedOut')
      .describe(
        'The organization already handed out a replacement for this device, or handed this device out as a replacement',
      ),
  }),
] as const;

/** What a rule asks about: a fact of the provider's report or of the claim (`fact` names which). */
export const TriageConditionSchema = z.discriminatedUnion('fact', [
  ...providerConditions,
  ...claimConditions,
]);
export type TriageCondition = z.output<typeof TriageConditionSchema>;

export const TriageEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('addPoints'), points: z.number().int().min(-1000).max(1000) }),
  z.strictObject({ kind: z.literal('setRoute'), route: TriageRouteSchema }),
]);
export type TriageEffect = z.output<typeof TriageEffectSchema>;

export const TriageRuleSchema = z.strictObject({
  name: z.string().trim().min(1, triageMessages.ruleNameRequired).max(80, triageMessages.ruleNameTooLong),
  when: TriageConditionSchema,
  effect: TriageEffectSchema,
  reason: z.string().trim().min(1, triageMessages.reasonRequired).max(200, triageMessages.reasonTooLong),
  whenNotReported: z
    .enum(['fire', 'skip'])
    .default('fire')
    .describe(
      'When the provider did not report the fact: apply the effect anyway (fire) or not (skip); the reason says so either way',
    ),
});
export type TriageRule = z.output<typeof TriageRuleSchema>;

/** An organization's triage rules: ordered rules and the score thresholds of the routes. */
export const TriageRuleSetSchema = z
  .strictObject({
    thresholds: z
      .strictObject({
        review: z.number().int().min(-100000).max(100000).describe('A score from here up goes to review'),
        refer: z.number().int().min(-100000).max(100000).describe('A score from here up is referred'),
      })
      .refine((t) => t.refer > t.review, { message: triageMessages.thresholdsOutOfOrder, path: ['refer'] }),
    rules: z.array(TriageRuleSchema).max(100, triageMessages.tooManyRules),
  })
  .meta({
    example: {
      thresholds: { review: 20, refer: 60 },
      rules: [
        {
          name: 'blocklisted',
          when: { fact: 'blocklisted' },
          effect: { kind: 'addPoints', points: 40 },
          reason: 'The device is on a network blocklist',
          whenNotReported: 'skip',
        },
      ],
    },
  });
export type TriageRuleSet = z.output<typeof TriageRuleSetSchema>;
export type TriageRuleSetInput = z.input<typeof TriageRuleSetSchema>;

/** `POST /api/v1/triage-rules/preview`: rules to try on the organization's last `sample` checks. */
export const TriagePreviewSchema = z.strictObject({
  rules: TriageRuleSetSchema,
  sample: z
    .number()
    .int()
    .min(1)
    .max(5000)
    .default(1000)
    .describe('How many of the latest open checks to score'),
});
