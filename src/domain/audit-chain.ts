/**
 * Why an event of an audit chain does not hold: its content changed since it was written, it does not link to the
 * event before it (or was written outside the app), or an event before it was deleted.
 */
export const AUDIT_CHAIN_BREAKS = ['content_changed', 'link_broken', 'deleted_before'] as const;
export type AuditChainBreak = (typeof AUDIT_CHAIN_BREAKS)[number];
