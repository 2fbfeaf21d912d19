import type { LucideIcon } from 'lucide-react';
import { NOT_REPORTED } from '@/domain/device-report';
import { reportMessages } from '@/domain/report-messages';
import { ResultCard } from './result-card';

/** A fact the provider's answer did not report: said plainly, in the unknown tone, never as a clean result. */
export function NotReportedCard({
  title,
  icon,
  className,
}: {
  title: string;
  icon: LucideIcon;
  className?: string | undefined;
}) {
  return (
    <ResultCard title={title} icon={icon} tone="unknown" status={NOT_REPORTED} className={className}>
      <p className="text-muted-foreground">{reportMessages.notReportedText}</p>
    </ResultCard>
  );
}
