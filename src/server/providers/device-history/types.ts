import type { DeviceReport } from '@/domain/device-report';

export type {
  BlockRecord,
  CarrierSighting,
  CertificateResult,
  ClaimRecord,
  EarlierSearch,
  FoundRecord,
  LockStatus,
  LostRecord,
  OwnershipRecord,
  StolenRecord,
} from '@/domain/device-report';

/** One device-history check as the server holds it: the shared report with the provider's answer as received. */
export interface DeviceHistoryResult extends DeviceReport {
  raw: Record<string, unknown>;
}

export interface DeviceSearch {
  imei: string;
  /** The claim the search is for; sent so the provider ties the search to it (at most 50 characters). */
  claimReference?: string | null;
}

/** What services depend on; the HTTP client implements it, tests may pass their own. */
export interface DeviceHistoryProvider {
  search(search: DeviceSearch): Promise<DeviceHistoryResult>;
}
