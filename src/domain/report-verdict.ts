import { type CertificateResult, type DeviceReport, hasRecords } from './device-report';

/** The danger signals of a report, in the report's order: the one-line overview above its facts. */
export function listWarnings(report: DeviceReport): string[] {
  return [
    !report.isWellFormedImei && 'IMEI not well formed',
    hasRecords(report.claims) && 'claims in the device-history registry',
    report.isBlocked && 'network blocked',
    report.isLockActive && 'device lock active',
    report.certificate.result === 'red' && 'red certificate',
    hasRecords(report.stolen) && 'stolen records',
    hasRecords(report.found) && 'found records',
    hasRecords(report.lost) && 'lost records',
  ].filter((warning): warning is string => typeof warning === 'string');
}

/** The facts the provider left out, in the report's order: the overview must not call a report clean without them. */
export function listUnreported(report: DeviceReport): string[] {
  return [
    report.claims === null && 'claims',
    report.isBlocked === null && 'network block',
    report.lockStatus === null && 'device lock',
    report.certificateLastSearched === null && 'last search',
    report.earlierSearches === null && 'searches by other insurers',
    report.stolen === null && 'stolen records',
    report.found === null && 'found records',
    report.lost === null && 'lost records',
    report.ownership === null && 'ownership',
    report.blockHistory === null && 'block history',
  ].filter((fact): fact is string => typeof fact === 'string');
}

/** A list row's verdict: the certificate's colour and how many warning signs the report holds. */
export interface ReportVerdict {
  result: CertificateResult;
  warnings: number;
}

export const verdictOf = (report: DeviceReport): ReportVerdict => ({
  result: report.certificate.result,
  warnings: listWarnings(report).length,
});
