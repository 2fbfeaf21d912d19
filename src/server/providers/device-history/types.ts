import type { DeviceReport } from '../../../domain/device-report';
import type { DeviceHistoryResponse } from './schema';

export type {
  LockStatus,
  CertificateResult,
  BlockRecord,
  EarlierSearch,
  StolenRecord,
  FoundRecord,
  LostRecord,
  OwnershipRecord,
  ClaimRecord,
  CarrierSighting,
} from '../../../domain/device-report';

/** One device-history check as the server holds it: the shared report with the provider's parsed answer. */
export interface DeviceHistoryResult extends DeviceReport {
  raw: DeviceHistoryResponse;
}

/** What services depend on; the HTTP client implements it, tests may pass their own. */
export interface DeviceHistoryProvider {
  search(imei: string): Promise<DeviceHistoryResult>;
}
