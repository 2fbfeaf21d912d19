import type { DeviceReport, LockStatus } from './device-report';

/** One search of the device on the certificate service, as the settled-claim details list it. */
export interface SearchActivity {
  searchType: string;
  date: string | null;
}

/**
 * Spec section 3 `full_check_data`: what the device looked like when its claim was settled or denied, kept with the
 * record (the check it came from is deleted).
 */
export interface DeviceStatusSummary {
  findMyIphoneStatus: LockStatus | null;
  findMyIphoneActive: boolean;
  isBlocked: boolean;
  hasClaims: boolean;
  isStolen: boolean;
  isLost: boolean;
  checkmendActivity: SearchActivity[];
}

export function summariseDeviceStatus(report: DeviceReport): DeviceStatusSummary {
  const certificateSearch: SearchActivity[] = report.certificateLastSearched
    ? [{ searchType: 'Certificate search', date: report.certificateLastSearched }]
    : [];
  const insurerSearches = report.earlierSearches.map((search) => ({
    searchType: `Insurer search (${search.insurer ?? 'Not Known'})`,
    date: search.searchDate,
  }));
  return {
    findMyIphoneStatus: report.lockStatus,
    findMyIphoneActive: report.isLockActive,
    isBlocked: report.isBlocked,
    hasClaims: report.claims.length > 0,
    isStolen: report.stolen.length > 0,
    isLost: report.lost.length > 0 || report.lockStatus === 'lost',
    checkmendActivity: [...certificateSearch, ...insurerSearches],
  };
}
