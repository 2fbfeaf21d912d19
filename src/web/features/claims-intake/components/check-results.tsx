import { FileWarning, Hand, PackageSearch, ShieldAlert, UserCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CheckView } from '@/domain/contracts/checks';
import { BlockHistoryCard } from './block-history-card';
import { CertificateCard } from './certificate-card';
import { CertificateLastSearchedCard } from './certificate-last-searched-card';
import { CheckSummary } from './check-summary';
import { DeviceInformationCard } from './device-information-card';
import { DeviceLockCard } from './device-lock-card';
import { EarlierSearchesCard } from './earlier-searches-card';
import { NetworkBlockCard } from './network-block-card';
import { recordDetails } from './record-details';
import { RecordsCard } from './records-card';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The cards of one check, in a fixed order. They start below the form, so the page scrolls them to the top (under
 * the sticky top bar), and focus lands on the heading so keyboard and screen-reader users start reading there. */
export function CheckResults({ check, actions }: { check: CheckView; actions?: React.ReactNode }) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const { report } = check;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="check-results-heading"
      className="mt-8 grid scroll-mt-20 gap-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div aria-live="polite" className="grid gap-2">
          <h2
            id="check-results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm"
          >
            Check Results
          </h2>
          <CheckSummary check={check} />
        </div>
        {actions}
      </div>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <DeviceInformationCard imei={check.imei} report={report} />
        <RecordsCard
          title="Claim Information"
          icon={FileWarning}
          records={report.claims?.map(recordDetails.claim) ?? null}
          foundStatus={(count) => (count === 1 ? 'Existing claim found' : `${count} existing claims found`)}
          emptyStatus="No claims found"
          emptyText="No insurance claims are recorded against this device."
        />
        <NetworkBlockCard report={report} />
        <DeviceLockCard lockStatus={report.lockStatus} />
        <CertificateCard certificate={report.certificate} />
        <CertificateLastSearchedCard lastSearched={report.certificateLastSearched} />
        <EarlierSearchesCard searches={report.earlierSearches} className="md:col-span-2 xl:col-span-3" />
      </div>

      <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-4">
        <RecordsCard
          title="Stolen"
          icon={ShieldAlert}
          records={report.stolen?.map(recordDetails.stolen) ?? null}
          foundStatus={(count) => `Reported stolen (${plural(count, 'record', 'records')})`}
          emptyStatus="No stolen records"
          emptyText="No police report of this device being stolen."
        />
        <RecordsCard
          title="Found"
          icon={PackageSearch}
          records={report.found?.map(recordDetails.found) ?? null}
          foundStatus={(count) => `Reported found (${plural(count, 'record', 'records')})`}
          emptyStatus="No found records"
          emptyText="No report of this device being found or handed in."
        />
        <RecordsCard
          title="Lost"
          icon={Hand}
          records={report.lost?.map(recordDetails.lost) ?? null}
          foundStatus={(count) => `Reported lost (${plural(count, 'record', 'records')})`}
          emptyStatus="No lost records"
          emptyText="No report of this device being lost."
        />
        <RecordsCard
          title="Ownership"
          icon={UserCheck}
          records={report.ownership?.map(recordDetails.ownership) ?? null}
          foundStatus={(count) => `${plural(count, 'ownership record', 'ownership records')}`}
          emptyStatus="No ownership records"
          emptyText="No registered owner is on record for this device."
          foundTone="neutral"
          emptyTone="neutral"
        />
        <BlockHistoryCard history={report.blockHistory} className="md:col-span-2 2xl:col-span-4" />
      </div>
    </section>
  );
}
