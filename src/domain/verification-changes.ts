import { countOf, type DeviceReport, type Reported } from './device-report';

const gsma = (isBlocked: boolean) => (isBlocked ? 'Blocked' : 'Clear');

/** One decision fact of a device report, as the change lists name and read it. */
interface Fact {
  label: string;
  read: (report: DeviceReport) => Reported<string | number | boolean>;
  word?: (value: never) => string;
}

/**
 * Every fact a claim is decided on, in the order the lists show them: the verdict, the block, the lock, the police and
 * lost-property records, ownership, claims at other insurers and searches by other insurers.
 */
const DECISION_FACTS: Fact[] = [
  { label: 'Verdict', read: (report) => report.certificate.result },
  { label: 'GSMA Blacklist', read: (report) => report.isBlocked, word: gsma },
  { label: 'Lock status', read: (report) => report.lockStatus },
  { label: 'Stolen records', read: (report) => countOf(report.stolen) },
  { label: 'Lost records', read: (report) => countOf(report.lost) },
  { label: 'Found records', read: (report) => countOf(report.found) },
  { label: 'Ownership records', read: (report) => countOf(report.ownership) },
  { label: 'Claims found', read: (report) => countOf(report.claims) },
  { label: 'Searches by other insurers', read: (report) => countOf(report.earlierSearches) },
];

/** What two reports of one device say about every decision fact. */
export interface DeviceComparison {
  /** The facts both reported, with different values, worded for a warning list ('Verdict: green → red'). */
  changes: string[];
  /** The facts either report left out: they cannot be compared, so they are never "unchanged". */
  notCompared: string[];
}

/**
 * Compares every decision fact of a device between an earlier and a later report (the intake and the settlement's
 * re-verification; the current status and a re-check). A fact the provider left out on either side is listed as not
 * compared, never as a change or as unchanged.
 */
export function compareDeviceReports(before: DeviceReport, after: DeviceReport): DeviceComparison {
  const changes: string[] = [];
  const notCompared: string[] = [];
  for (const { label, read, word = String } of DECISION_FACTS) {
    const [was, now] = [read(before), read(after)];
    if (was === null || now === null) notCompared.push(label);
    else if (was !== now) changes.push(`${label}: ${word(was as never)} → ${word(now as never)}`);
  }
  return { changes, notCompared };
}
