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

/** One device-history check, in the shape the app stores and shows (web and server share it). */
export interface DeviceReport {
  serial: string;
  make: string | null;
  model: string | null;
  isWellFormedImei: boolean;
  /** Null when the provider sent no status (the account lacks the privilege), which is not the same as clean. */
  lockStatus: LockStatus | null;
  /** True when the lock status is activated or lost. */
  isLockActive: boolean;
  isBlocked: boolean;
  blockHistory: BlockRecord[];
  certificate: { result: CertificateResult | null; id: string | null };
  certificateLastSearched: string | null;
  earlierSearches: EarlierSearch[];
  stolen: StolenRecord[];
  found: FoundRecord[];
  lost: LostRecord[];
  ownership: OwnershipRecord[];
  claims: ClaimRecord[];
  lastKnownCarriers: CarrierSighting[];
  /** The provider's answer as received, kept as evidence for this claim only (licence condition). */
  raw: unknown;
}
