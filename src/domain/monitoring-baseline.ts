import {
  type CertificateResult,
  type ClaimRecord,
  countOf,
  type DeviceReport,
  type LockStatus,
  type Reported,
} from './device-report';

/** A claim record as monitoring remembers it: enough to tell a new claim from one already there. */
export type BaselineClaim = Pick<ClaimRecord, 'insurer' | 'claimDate' | 'claimReference'>;

/**
 * The facts of a device report monitoring compares, kept with each watch: the status at settlement (or, for a
 * replacement, at its first search). Null keeps its meaning: the provider did not report the fact.
 */
export interface MonitoringBaseline {
  isBlocked: Reported<boolean>;
  lockStatus: Reported<LockStatus>;
  foundRecords: Reported<number>;
  claims: Reported<BaselineClaim[]>;
  earlierSearches: Reported<number>;
  certificate: CertificateResult;
}

/** The facts of `report` monitoring compares. */
export function baselineOf(report: DeviceReport): MonitoringBaseline {
  return {
    isBlocked: report.isBlocked,
    lockStatus: report.lockStatus,
    foundRecords: countOf(report.found),
    claims:
      report.claims?.map(({ insurer, claimDate, claimReference }) => ({
        insurer,
        claimDate,
        claimReference,
      })) ?? null,
    earlierSearches: countOf(report.earlierSearches),
    certificate: report.certificate.result,
  };
}
