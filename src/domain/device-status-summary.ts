import { type DeviceReport, hasRecords, type LockStatus, type Reported, reportedAny } from './device-report';

/** One search of the device on the certificate service, as the settled-claim details list it. */
export interface SearchActivity {
  searchType: string;
  date: string | null;
}

/**
 * A device status as settled and denied records keep it (`full_check_data`, and a settled claim's
 * `status_at_settlement`): what the device looked like when its claim was settled or denied, kept with the
 * record (the check it came from is deleted). Null: the provider did not report that fact.
 */
export interface DeviceStatusSummary {
  findMyIphoneStatus: Reported<LockStatus>;
  findMyIphoneActive: boolean;
  isBlocked: Reported<boolean>;
  hasClaims: Reported<boolean>;
  isStolen: Reported<boolean>;
  isLost: Reported<boolean>;
  checkmendActivity: Reported<SearchActivity[]>;
}

export function summariseDeviceStatus(report: DeviceReport): DeviceStatusSummary {
  const lastSearched = report.certificateLastSearched?.date;
  const certificateSearch: SearchActivity[] = lastSearched
    ? [{ searchType: 'Certificate search', date: lastSearched }]
    : [];
  const insurerSearches = report.earlierSearches?.map((search) => ({
    searchType: `Insurer search (${search.insurer ?? 'Not Known'})`,
    date: search.searchDate,
  }));
  return {
    findMyIphoneStatus: report.lockStatus,
    findMyIphoneActive: report.isLockActive,
    isBlocked: report.isBlocked,
    hasClaims: reportedAny(report.claims),
    isStolen: reportedAny(report.stolen),
    // A lock marked lost is a reported loss even when the lost-property list was not reported.
    isLost: report.lockStatus === 'lost' || hasRecords(report.lost) ? true : reportedAny(report.lost),
    checkmendActivity: insurerSearches ? [...certificateSearch, ...insurerSearches] : null,
  };
}
