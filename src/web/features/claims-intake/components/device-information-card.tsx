import { Smartphone } from 'lucide-react';
import type { DeviceReport } from '../../../../domain/device-report';
import { DetailList } from './detail-list';
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
    </ResultCard>
  );
}
