import { REGISTRY_REFERENCE_LENGTH } from './device-searches';
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

/** What the watching organisation did itself, so that it never alerts on it. */
export interface OwnActivity {
  /** Its name, and the reference its own claim was filed under (as sent: the registry keeps 50 characters). */
  organisationName: string;
  claimReference: string | null;
  /** The name the registry shows the provider account's claims under (DEVICE_HISTORY_REGISTRY_NAME), if known. */
  registryName: string | null;
  /** The claimed device of a settlement the organisation sent to the registry, which turns it red. */
  isRegistered: boolean;
  /** The organisation's own searches of the device since the baseline (its search ledger). */
  ownSearches: number;
}

const isBlank = (text: string | null) => (text ?? '').trim() === '';
/**
 * The organisation's own claim: filed under its reference as sent (cut to what the registry keeps), or naming the
 * organisation, or under the registry account's name without a reference (a claim through the same account with
 * another reference is someone else's).
 */
const isOwn = (claim: BaselineClaim, own: OwnActivity) =>
  (!isBlank(own.claimReference) &&
    sameText(claim.claimReference, (own.claimReference ?? '').trim().slice(0, REGISTRY_REFERENCE_LENGTH))) ||
  sameText(claim.insurer, own.organisationName) ||
  (own.registryName !== null && sameText(claim.insurer, own.registryName) && isBlank(claim.claimReference));

/** Red after green is what the organisation's own registration does: expected once it sent it or its claim shows. */
const isOwnRegistration = (b: MonitoringBaseline, a: MonitoringBaseline, own: OwnActivity) =>
  b.certificate === 'green' &&
  a.certificate === 'red' &&
  (own.isRegistered ||
    (a.claims ?? []).some(
      (claim) => isOwn(claim, own) && !(b.claims ?? []).some((old) => sameClaim(old, claim)),
    ));

type Rule = (
  before: MonitoringBaseline,
  after: MonitoringBaseline,
  own: OwnActivity,
) => MonitoringChange | null;

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
  (b, a, own) => {
    if (b.earlierSearches === null || a.earlierSearches === null) return null;
    // The provider lists our own searches too; what is left are other users'.
    const byOthers = a.earlierSearches - b.earlierSearches - own.ownSearches;
    return byOthers > 0
      ? {
          kind: 'new-searches',
          label: 'Earlier searches by other users',
          before: String(b.earlierSearches),
          after: String(b.earlierSearches + byOthers),
        }
      : null;
  },
  (b, a, own) =>
    b.certificate !== a.certificate && !isOwnRegistration(b, a, own)
      ? { kind: 'certificate-changed', label: 'Certificate', before: b.certificate, after: a.certificate }
      : null,
];

/**
 * What changed on a watched device between its baseline and a re-check, at most one change per kind. What the
 * organisation did itself raises nothing: its own claim in the registry is not a claim elsewhere, its registration
 * turning the device red is expected, and its own searches are not new searches.
 */
export function listMonitoringChanges(
  baseline: MonitoringBaseline,
  current: MonitoringBaseline,
  own: OwnActivity,
): MonitoringChange[] {
  return RULES.map((rule) => rule(baseline, current, own)).filter((change) => change !== null);
}
