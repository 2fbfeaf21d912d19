import { FileWarning, Hand, PackageSearch, ShieldAlert, UserCheck } from 'lucide-react';
import type { DeviceReport } from '@/domain/device-report';
import { reportMessages } from '@/domain/report-messages';
import { BlockHistoryCard } from './block-history-card';
import { CertificateCard } from './certificate-card';
import { CertificateLastSearchedCard } from './certificate-last-searched-card';
import { DeviceInformationCard } from './device-information-card';
import { DeviceLockCard } from './device-lock-card';
import { EarlierSearchesCard } from './earlier-searches-card';
import { NetworkBlockCard } from './network-block-card';
import { recordDetails } from './record-details';
import { RecordsCard } from './records-card';
import { ReportOverview } from './report-overview';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * One device-history report, the same on Claims Intake, the Review and Settle dialogs and the registers' details:
 * the warning signs, the verdict with its certificate id, then every fact the provider reported (or says it did not).
 * The cards flow by the width the report is given (a page or a dialog), not by the window's.
 */
export function DeviceReportView({ imei, report }: { imei: string; report: DeviceReport }) {
  return (
    <div className="@container grid gap-4">
      <ReportOverview report={report} />
      <div className="grid gap-4 @2xl:grid-cols-2 @4xl:grid-cols-3">
        <CertificateCard certificate={report.certificate} />
        <RecordsCard
          title="Stolen"
          icon={ShieldAlert}
          records={report.stolen?.map(recordDetails.stolen) ?? null}
          foundStatus={(count) => `Reported stolen (${plural(count, 'record', 'records')})`}
          emptyStatus="No stolen records"
          emptyText="No police report of this device being stolen."
        />
        <NetworkBlockCard report={report} />
        <DeviceLockCard lockStatus={report.lockStatus} />
        <RecordsCard
          title={reportMessages.claimsTitle}
          icon={FileWarning}
          records={report.claims?.map(recordDetails.claim) ?? null}
          foundStatus={reportMessages.claimsFound}
          emptyStatus={reportMessages.noClaims}
          emptyText={reportMessages.noClaimsText}
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
          title="Found"
          icon={PackageSearch}
          records={report.found?.map(recordDetails.found) ?? null}
          foundStatus={(count) => `Reported found (${plural(count, 'record', 'records')})`}
          emptyStatus="No found records"
          emptyText="No report of this device being found or handed in."
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
        <DeviceInformationCard imei={imei} report={report} />
        <CertificateLastSearchedCard lastSearched={report.certificateLastSearched} />
        <EarlierSearchesCard searches={report.earlierSearches} className="@2xl:col-span-2 @4xl:col-span-3" />
        <BlockHistoryCard history={report.blockHistory} className="@2xl:col-span-2 @4xl:col-span-3" />
      </div>
    </div>
  );
}
