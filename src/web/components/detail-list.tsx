import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs of a result card; side by side when the card is wide enough, stacked when it is not. */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <div className="@container">
      <dl className={cn('grid gap-2', className)}>
        {details.map(({ label, value }) => (
          <div key={label} className="grid gap-0.5 @[16rem]:grid-cols-[minmax(7rem,auto)_1fr] @[16rem]:gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
