/** The carrier's status fields that the rules below read; any may be missing. */
export interface CarrierStatus {
  esnStatus: string | null;
  developerCode: string | null;
}

export type CarrierOutcome = 'success' | 'blocked' | 'error';
export type CarrierBadge = 'Clean' | 'Blacklisted' | 'Unknown';

const contains = (text: string | null, words: readonly string[]) => {
  const lower = (text ?? '').toLowerCase();
  return words.some((word) => lower.includes(word));
};

const CLEAN = ['clean', 'eligible'] as const;
const BLOCKED_ESN = ['blocked'] as const;
const BLACKLISTED_ESN = ['blocked', 'blacklist', 'restricted', 'nonpay'] as const;
const BLOCKING_DEVELOPER_CODES = ['restricted', 'nonpay'] as const;
const FINLOCK_DEVICE_STATUSES = ['pending loan payment', 'outstanding balance'] as const;

/**
 * A carrier check's outcome, decided in this order: success when the ESN status contains clean or eligible;
 * blocked when it contains blocked, or the developer code contains restricted or nonpay; otherwise error. Matching
 * ignores case, as carriers mix 'CLEAN' and 'Clean'.
 */
export function carrierCheckOutcome({ esnStatus, developerCode }: CarrierStatus): CarrierOutcome {
  if (contains(esnStatus, CLEAN)) return 'success';
  if (contains(esnStatus, BLOCKED_ESN) || contains(developerCode, BLOCKING_DEVELOPER_CODES)) return 'blocked';
  return 'error';
}

/**
 * The Check History badge: Clean (clean/eligible), Blacklisted (blocked, blacklist, restricted or nonpay),
 * else Unknown. The words are looked for in the ESN status and, as the outcome rule does, restricted and nonpay
 * also in the developer code, so a device the check calls blocked is never listed as Unknown.
 */
export function carrierHistoryBadge({ esnStatus, developerCode }: CarrierStatus): CarrierBadge {
  if (contains(esnStatus, CLEAN)) return 'Clean';
  if (contains(esnStatus, BLACKLISTED_ESN) || contains(developerCode, BLOCKING_DEVELOPER_CODES)) {
    return 'Blacklisted';
  }
  return 'Unknown';
}

/** 'Request FinLock Removal' is offered only for a device status naming a pending loan payment or an outstanding balance. */
export function isFinLockEligible(deviceStatus: string | null): boolean {
  return contains(deviceStatus, FINLOCK_DEVICE_STATUSES);
}

/** A FinLock request's device make: the first word of the carrier's model ('Apple iPhone 15' gives 'Apple'). */
export function deviceMakeFromModel(model: string | null): string | null {
  const first = (model ?? '').trim().split(/\s+/)[0];
  return first ? first : null;
}
