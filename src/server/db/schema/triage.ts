import * as pg from 'drizzle-orm/pg-core';
import { createdAt, idAndOrganisation, userRef } from './columns';

/**
 * `triage_rule_sets`: every version of an organization's triage rules (the rule set as saved: thresholds and ordered
 * rules). The newest version is the current one; an organization with none triages with the default rules (version 0).
 * A saved version is never changed, so a check scored with it can always be explained.
 */
export const triageRuleSets = pg.pgTable(
  'triage_rule_sets',
  {
    ...idAndOrganisation(),
    version: pg.integer('version').notNull(),
    rules: pg.jsonb('rules').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('triage_rule_sets_org_version_key').on(t.organizationId, t.version.desc())],
);
