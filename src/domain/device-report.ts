/** Apple "Find My iPhone" activation-lock state, as the provider names it. */
export type LockStatus = 'activated' | 'lost' | 'notactivated' | 'notapplicable';

/** Only `green` is clean; any other verdict the provider sends counts as `red`. */
export type CertificateResult = 'red' | 'green';

/**
 * Provider dates are passed through as sent (`YYYY-MM-DD HH:MM:SS` as far as known; the format is not confirmed),
 * and any field the provider left out is null.
 */
export interface BlockRecord {
  network: string | null;
  eventType: string | null;
  recordDate: string | null;
  reason: string | null;
}

export interface EarlierSearch {
  searchDate: string | null;
  insurer: string | null;
  contactNumber: string | null;
}

export interface StolenRecord {
  recordDate: string | null;
  force: string | null;
  crimeReference: string | null;
  reportedBy: string | null;
}

export interface FoundRecord {
  recordDate: string | null;
  organisation: string | null;
  contactNumber: string | null;
}

export interface LostRecord {
  recordDate: string | null;
  reportedBy: string | null;
  reference: string | null;
}

export interface OwnershipRecord {
  recordDate: string | null;
  registeredBy: string | null;
  contactNumber: string | null;
}

export interface ClaimRecord {
  claimDate: string | null;
  insurer: string | null;
  claimType: string | null;
  claimReference: string | null;
  contactNumber: string | null;
}

export interface CarrierSighting {
  network: string;
  recordDate: string | null;
}

/** One candidate make and model the provider named for the serial (it may name several). */
export interface ModelCandidate {
  manufacturer: string | null;
  model: string | null;
  colour: string | null;
  storage: string | null;
}

/**
 * A fact the provider may or may not have reported: null means it said nothing about it (the field was absent or
 * not readable), which is never the same as a clean answer, an empty list or a count of 0.
 */
export type Reported<T> = T | null;

/** One device-history check, in the shape the app stores and shows (web and server share it). */
export interface DeviceReport {
  serial: string;
  /** The first candidate's manufacturer and model. */
  make: string | null;
  model: string | null;
  /** Every candidate the provider named, in its order. */
  modelCandidates: ModelCandidate[];
  isWellFormedImei: boolean;
  /** Null when the provider sent no status (the account lacks the privilege), which is not the same as clean. */
  lockStatus: Reported<LockStatus>;
  /** True when the lock status is activated or lost. */
  isLockActive: boolean;
  isBlocked: Reported<boolean>;
  blockHistory: Reported<BlockRecord[]>;
  /** The provider's verdict: always there, a check without one is not recorded. */
  certificate: { result: CertificateResult; id: string };
  /** When the device was last searched (`{ date: null }`: never), or null when the provider did not say. */
  certificateLastSearched: Reported<{ date: string | null }>;
  earlierSearches: Reported<EarlierSearch[]>;
  stolen: Reported<StolenRecord[]>;
  found: Reported<FoundRecord[]>;
  lost: Reported<LostRecord[]>;
  ownership: Reported<OwnershipRecord[]>;
  claims: Reported<ClaimRecord[]>;
  lastKnownCarriers: CarrierSighting[];
  /** The provider's answer as received, kept as evidence for this claim only (licence condition). */
  raw: unknown;
}

/** How many records a reported list holds; null when the provider did not report it. */
export const countOf = (records: Reported<readonly unknown[]>): number | null =>
  records === null ? null : records.length;

/** Yes when a reported list holds records, no when it was reported empty, null when it was not reported. */
export const reportedAny = (records: Reported<readonly unknown[]>): Reported<boolean> =>
  records === null ? null : records.length > 0;

/** True only when the provider reported the list and it holds records. */
export const hasRecords = (records: Reported<readonly unknown[]>): boolean => (records?.length ?? 0) > 0;

/**
 * The key a provider answer reduced by data retention carries, with the time it was reduced: the provider's own keys
 * are lower case words, so it never meets one.
 */
export const REDUCED_ANSWER_MARK = 'claimguardReducedAt';

/** When a stored provider answer was reduced to its facts; null while it is the answer as received. */
export function answerReducedAt(answer: unknown): string | null {
  const at = (answer as Record<string, unknown> | null | undefined)?.[REDUCED_ANSWER_MARK];
  return typeof at === 'string' ? at : null;
}

/** How a screen says the provider left a fact out: never as clean, never as a count of 0. */
export const NOT_REPORTED = 'Not reported by the provider';
