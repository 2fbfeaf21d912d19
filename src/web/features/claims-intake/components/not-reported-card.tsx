import type { LucideIcon } from 'lucide-react';
import { NOT_REPORTED } from '@/domain/device-report';
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
      <p className="text-muted-foreground">
        The device-history service did not report this, so nothing can be concluded from it.
      </p>
    </ResultCard>
  );
}
