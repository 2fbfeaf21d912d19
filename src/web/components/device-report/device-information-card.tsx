import { Smartphone } from 'lucide-react';
import type { DeviceReport, ModelCandidate } from '@/domain/device-report';
import { DetailList } from '@/web/components/detail-list';
import { ResultCard, ResultStatus } from './result-card';

export function DeviceInformationCard({ imei, report }: { imei: string; report: DeviceReport }) {
  return (
    <ResultCard
      title="Device Information"
      icon={Smartphone}
      tone={report.isWellFormedImei ? 'neutral' : 'danger'}
    >
      <DetailList
        details={[
          { label: 'Serial / IMEI', value: <span className="font-mono">{report.serial || imei}</span> },
          {
            label: 'Well-formed IMEI',
            value: (
              <ResultStatus size="sm" tone={report.isWellFormedImei ? 'safe' : 'danger'}>
                {report.isWellFormedImei ? 'Yes' : 'No'}
              </ResultStatus>
            ),
          },
          { label: 'Manufacturer', value: report.make ?? 'Unknown' },
          { label: 'Model', value: report.model ?? 'Unknown' },
        ]}
      />
      {report.modelCandidates.length > 1 ? <PossibleModels candidates={report.modelCandidates} /> : null}
    </ResultCard>
  );
}

const nameCandidate = ({ manufacturer, model, colour, storage }: ModelCandidate) =>
  [manufacturer, model].filter(Boolean).join(' ') +
  ([colour, storage].some(Boolean) ? ` (${[colour, storage].filter(Boolean).join(', ')})` : '');

/** The provider may not be sure which model the serial is: every candidate it named, in its order. */
function PossibleModels({ candidates }: { candidates: ModelCandidate[] }) {
  return (
    <div className="mt-4 grid gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Possible models</h4>
      <ul className="list-disc pl-5">
        {candidates.map((candidate, index) => (
          // Candidates have no id and never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{nameCandidate(candidate) || 'Unknown'}</li>
        ))}
      </ul>
    </div>
  );
}
