import type { DeviceReport } from '../../../domain/device-report';
import type { DeviceHistoryResponse } from './schema';

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
} from '../../../domain/device-report';

/** One device-history check as the server holds it: the shared report with the provider's parsed answer. */
export interface DeviceHistoryResult extends DeviceReport {
  raw: DeviceHistoryResponse;
}

/** What services depend on; the HTTP client implements it, tests may pass their own. */
export interface DeviceHistoryProvider {
  search(imei: string): Promise<DeviceHistoryResult>;
}
