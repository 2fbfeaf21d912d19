import type { z } from 'zod';
import type { TriagePreview, TriageRulesReply } from '@/domain/contracts/triage-rules';
import { TRIAGE_ROUTES, type TriageRoute, type TriageRuleSet } from '@/domain/schemas/triage-rules';
import { recordEvent } from '@/server/audit/record-event';
import type { TenantContext } from '@/server/auth/tenant-context';
import { lockOrganisationRecords } from '@/server/db/organisation-lock';
import { currentReport, ruleSetOrDefault, type StoredRuleSet, scoreCheck } from '@/server/modules/checks';
import { insertRuleSet, readCurrentRuleSet, readLatestChecks } from './queries';

type Rules = z.output<typeof TriageRulesReply>;

/** The rule set as the reply shows it: a saved version, or the default rules (version 0). */
function rulesReply(saved: Awaited<ReturnType<typeof readCurrentRuleSet>>): Rules {
  const { version, rules } = ruleSetOrDefault(saved ?? null);
  return { version, rules: rules as TriageRuleSet, createdAt: saved?.createdAt ?? null };
}

export function loadTriageRules(tenant: TenantContext): Promise<Rules> {
  return tenant.read(async (tx) => rulesReply(await readCurrentRuleSet(tx, tenant.organisationId)));
}

/**
 * Saves the rules as the organisation's next version, audited in the same transaction. Checks already scored keep
 * their version until they are re-checked or re-verified; new intakes use this one.
 */
export function saveTriageRules(tenant: TenantContext, rules: TriageRuleSet): Promise<Rules> {
  const { organisationId, userId } = tenant;
  return tenant.run(async (tx) => {
    // Two saves at once take the next two versions, one after the other.
    await lockOrganisationRecords(tx, 'triage-rules', organisationId);
    const previousVersion = (await readCurrentRuleSet(tx, organisationId))?.version ?? 0;
    const stored = await insertRuleSet(tx, {
      organizationId: organisationId,
      version: previousVersion + 1,
      rules,
      createdBy: userId,
    });
    await recordEvent(tx, tenant, {
      name: 'triage_rules.updated',
      subjectId: null,
      data: { version: stored.version, previousVersion, rules: rules.rules.length },
    });
    return { version: stored.version, rules, createdAt: stored.createdAt };
  });
}

const noChecks = () =>
  Object.fromEntries(TRIAGE_ROUTES.map((route) => [route, 0])) as Record<TriageRoute, number>;

/**
 * How the rules sent would route the organisation's latest open checks, against its current rules: both score each
 * check's current report as it is now, so the counts differ only by the rules. Nothing is stored.
 */
export function previewTriageRules(
  tenant: TenantContext,
  { rules, sample }: { rules: TriageRuleSet; sample: number },
): Promise<TriagePreview> {
  const { organisationId } = tenant;
  return tenant.read(async (tx) => {
    const current = ruleSetOrDefault((await readCurrentRuleSet(tx, organisationId)) ?? null);
    const proposed: StoredRuleSet = { version: current.version + 1, rules };
    const checks = await readLatestChecks(tx, organisationId, sample);
    const preview = { checks: checks.length, changed: 0, before: noChecks(), after: noChecks() };
    for (const check of checks) {
      const report = currentReport(check);
      const routeUnder = (ruleSet: StoredRuleSet) =>
        scoreCheck(
          { ruleSet, replacementHandedOut: check.replacementHandedOut },
          check,
          report,
          check.createdAt,
        ).route;
      const before = routeUnder(current);
      const after = routeUnder(proposed);
      preview.before[before] += 1;
      preview.after[after] += 1;
      if (before !== after) preview.changed += 1;
    }
    return preview;
  });
}
