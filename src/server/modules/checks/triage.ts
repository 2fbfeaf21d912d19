import { type SQL, sql } from 'drizzle-orm';
import type { DeviceReport } from '@/domain/device-report';
import {
  DEFAULT_TRIAGE_RULE_SET,
  DEFAULT_TRIAGE_RULE_SET_VERSION,
  type Triage,
  triage,
} from '@/domain/triage';
import type { claimChecks } from '@/server/db/schema/checks';
import { replacementDevices } from '@/server/db/schema/claims';
import { triageRuleSets } from '@/server/db/schema/triage';

/** A rule set as stored: its version and its rules, read as saved (triage checks their shape). */
export interface StoredRuleSet {
  version: number;
  rules: unknown;
}

/** What triage reads of the organisation's records besides the check: its current rules and its replacements. */
export interface TriageBasis {
  /** The newest saved version; null while the organisation triages with the default rules. */
  ruleSet: StoredRuleSet | null;
  replacementHandedOut: boolean;
}

/** The organisation's current rule set, or the default rules (version 0) while it saved none. */
export const ruleSetOrDefault = (ruleSet: StoredRuleSet | null): StoredRuleSet =>
  ruleSet ?? { version: DEFAULT_TRIAGE_RULE_SET_VERSION, rules: DEFAULT_TRIAGE_RULE_SET };

/** The organisation's newest rule set as one JSON value (`{version, rules}`), null when it saved none. */
export const currentRuleSetSql = (
  organisationId: string,
) => sql<StoredRuleSet | null>`(select json_build_object(
    'version', ${triageRuleSets.version}, 'rules', ${triageRuleSets.rules}) from ${triageRuleSets}
  where ${triageRuleSets.organizationId} = ${organisationId}
  order by ${triageRuleSets.version} desc limit 1)`;

/**
 * Whether the organisation's replacement devices name the device whose IMEI key is `imeiKey`: a replacement was
 * already handed out for it, or it is itself a replacement the organisation handed out.
 */
export const replacementHandedOutSql = (organisationId: string, imeiKey: SQL | string) =>
  sql<boolean>`exists (select 1 from ${replacementDevices}
    where ${replacementDevices.organizationId} = ${organisationId}
      and (left(${replacementDevices.originalImei}, 14) = ${imeiKey}
        or left(${replacementDevices.replacementImei}, 14) = ${imeiKey}))`;

type ClaimFacts = Pick<typeof claimChecks.$inferSelect, 'claimType' | 'fnol' | 'lossDate'>;

/** Triage of a check's current report under the organisation's current rules: never throws (see `triage`). */
export function scoreCheck(
  basis: TriageBasis,
  claim: ClaimFacts,
  report: DeviceReport,
  intakeAt: Date,
): Triage {
  return triage(ruleSetOrDefault(basis.ruleSet), {
    claimType: claim.claimType,
    fnol: claim.fnol,
    lossDate: claim.lossDate,
    intakeAt,
    report,
    replacementHandedOut: basis.replacementHandedOut,
  });
}

/** The check's triage columns from one triage. */
export const triageColumns = (result: Triage) => ({
  triageScore: result.score,
  triageRoute: result.route,
  triageReasons: result.reasons,
  triageRuleSetVersion: result.ruleSetVersion,
});

/** A check's triage as replies carry it; null for a check recorded before triage. */
export function triageOf(
  row: Pick<
    typeof claimChecks.$inferSelect,
    'triageScore' | 'triageRoute' | 'triageReasons' | 'triageRuleSetVersion'
  >,
): Triage | null {
  const { triageScore, triageRoute, triageReasons, triageRuleSetVersion } = row;
  if (triageScore === null || triageRoute === null || triageRuleSetVersion === null) return null;
  return {
    score: triageScore,
    route: triageRoute,
    reasons: triageReasons ?? [],
    ruleSetVersion: triageRuleSetVersion,
  };
}
