import type { LucideIcon } from 'lucide-react';
import { type Detail, DetailList } from '@/web/components/detail-list';
import { NotReportedCard } from './not-reported-card';
import { ResultCard, type ResultTone } from './result-card';

/**
 * A card listing provider records (stolen, found, lost, ownership, claims), saying plainly there are none, or that
 * the provider did not report them (null).
 */
export function RecordsCard({
  title,
  icon,
  records,
  foundStatus,
  emptyStatus,
  emptyText,
  foundTone = 'danger',
  emptyTone = 'safe',
  className,
}: {
  title: string;
  icon: LucideIcon;
  records: Detail[][] | null;
  /** The verdict when there are records, given their number. */
  foundStatus: (count: number) => string;
  emptyStatus: string;
  /** One sentence saying what "none" means for this source. */
  emptyText: string;
  foundTone?: ResultTone;
  emptyTone?: ResultTone;
  className?: string;
}) {
  if (records === null) return <NotReportedCard title={title} icon={icon} className={className} />;
  if (records.length === 0) {
    return (
      <ResultCard title={title} icon={icon} tone={emptyTone} status={emptyStatus} className={className}>
        <p className="text-muted-foreground">{emptyText}</p>
      </ResultCard>
    );
  }
  return (
    <ResultCard
      title={title}
      icon={icon}
      tone={foundTone}
      status={foundStatus(records.length)}
      className={className}
    >
      <ol className="grid gap-3">
        {records.map((details, index) => (
          // Records have no id of their own and never reorder, so their place is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="rounded-lg border bg-muted/30 p-3">
            <DetailList details={details} />
          </li>
        ))}
      </ol>
    </ResultCard>
  );
}
