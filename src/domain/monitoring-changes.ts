import type { AlertKind } from './monitoring';
import type { BaselineClaim, MonitoringBaseline } from './monitoring-baseline';

/** One change of a watched device's status since its baseline, worded for an alert. */
export interface MonitoringChange {
  kind: AlertKind;
  label: string;
  before: string;
  after: string;
}

const blockWord = (isBlocked: boolean) => (isBlocked ? 'Blocked' : 'Clear');
const LOCK_ON = new Set(['activated', 'lost']);
const sameText = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
const sameClaim = (a: BaselineClaim, b: BaselineClaim) =>
  sameText(a.insurer, b.insurer) &&
  sameText(a.claimDate, b.claimDate) &&
  sameText(a.claimReference, b.claimReference);
const claimWord = (claim: BaselineClaim) =>
  [claim.insurer ?? 'An unnamed insurer', claim.claimDate, claim.claimReference].filter(Boolean).join(', ');

/** Who the watching organisation is in the registry: its name, and the reference its own claim was filed under. */
export interface OwnClaim {
  organisationName: string;
  claimReference: string | null;
}

const isOwn = (claim: BaselineClaim, own: OwnClaim) =>
  sameText(claim.insurer, own.organisationName) ||
  (own.claimReference !== null && sameText(claim.claimReference, own.claimReference));

type Rule = (before: MonitoringBaseline, after: MonitoringBaseline, own: OwnClaim) => MonitoringChange | null;

/**
 * The change rules, one per alert kind. A fact the provider did not report (null on either side) is never a change.
 * A claim elsewhere is a claim record not in the baseline that is not the organisation's own: the provider names
 * insurers by text, so a record naming the organisation (ignoring case and spaces around) or carrying the settled
 * claim's reference (the registry submission files it so) is its own; a claim naming no insurer counts, as it could
 * be anyone's.
 */
const RULES: Rule[] = [
  (b, a) =>
    b.isBlocked === true && a.isBlocked === false
      ? { kind: 'block-removed', label: 'GSMA Blacklist', before: blockWord(true), after: blockWord(false) }
      : null,
  (b, a) =>
    b.isBlocked === false && a.isBlocked === true
      ? { kind: 'block-added', label: 'GSMA Blacklist', before: blockWord(false), after: blockWord(true) }
      : null,
  (b, a) =>
    b.lockStatus !== null && LOCK_ON.has(b.lockStatus) && a.lockStatus === 'notactivated'
      ? { kind: 'lock-switched-off', label: 'Lock status', before: b.lockStatus, after: a.lockStatus }
      : null,
  (b, a) =>
    b.foundRecords !== null && a.foundRecords !== null && a.foundRecords > b.foundRecords
      ? {
          kind: 'found-record',
          label: 'Found records',
          before: String(b.foundRecords),
          after: String(a.foundRecords),
        }
      : null,
  (b, a, own) => {
    if (b.claims === null || a.claims === null) return null;
    const known = b.claims;
    const added = a.claims.filter(
      (claim) => !known.some((old) => sameClaim(old, claim)) && !isOwn(claim, own),
    );
    return added.length === 0
      ? null
      : {
          kind: 'claim-elsewhere',
          label: 'Claims at other insurers',
          before: 'none new',
          after: added.map(claimWord).join('; '),
        };
  },
  (b, a) =>
    b.earlierSearches !== null && a.earlierSearches !== null && a.earlierSearches > b.earlierSearches
      ? {
          kind: 'new-searches',
          label: 'Earlier searches',
          before: String(b.earlierSearches),
          after: String(a.earlierSearches),
        }
      : null,
  (b, a) =>
    b.certificate !== a.certificate
      ? { kind: 'certificate-changed', label: 'Certificate', before: b.certificate, after: a.certificate }
      : null,
];

/**
 * What changed on a watched device between its baseline and a re-check, at most one change per kind (the
 * organisation's own claim in the registry is not a claim elsewhere).
 */
export function listMonitoringChanges(
  baseline: MonitoringBaseline,
  current: MonitoringBaseline,
  own: OwnClaim,
): MonitoringChange[] {
  return RULES.map((rule) => rule(baseline, current, own)).filter((change) => change !== null);
}
