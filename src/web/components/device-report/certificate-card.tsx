import { FileCheck2 } from 'lucide-react';
import type { DeviceReport } from '@/domain/device-report';
import { DetailList } from '@/web/components/detail-list';
import { ResultCard, type ResultTone } from './result-card';

const VERDICTS: Record<'red' | 'green', { tone: ResultTone; status: string; hint: string }> = {
  red: {
    tone: 'danger',
    status: 'Red',
    hint: 'The device history shows a problem, or the result was set to red by hand (overridden).',
  },
  green: { tone: 'safe', status: 'Green', hint: 'Nothing in the device history stops this claim.' },
};

/** The overall verdict decides, whatever the individual lists hold. */
export function CertificateCard({ certificate }: { certificate: DeviceReport['certificate'] }) {
  const verdict = VERDICTS[certificate.result];
  return (
    <ResultCard
      title="Device History Certificate"
      icon={FileCheck2}
      tone={verdict.tone}
      status={verdict.status}
    >
      <p className="mb-3 text-muted-foreground">{verdict.hint}</p>
      <DetailList
        details={[
          {
            label: 'Certificate ID',
            value: <span className="font-mono">{certificate.id}</span>,
          },
        ]}
      />
    </ResultCard>
  );
}
