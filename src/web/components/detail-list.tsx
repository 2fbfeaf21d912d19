import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export interface Detail {
  label: string;
  value: ReactNode;
}

/**
 * Label and value pairs of a result card; side by side when the card is wide enough, stacked when it is not. Side by
 * side, every pair shares one label column as wide as the longest label, so the values line up.
 */
export function DetailList({ details, className }: { details: Detail[]; className?: string }) {
  return (
    <div className="@container">
      <dl
        className={cn(
          'grid gap-2 @[16rem]:grid-cols-[minmax(7rem,max-content)_1fr] @[16rem]:gap-x-3',
          className,
        )}
      >
        {details.map(({ label, value }) => (
          <div
            key={label}
            className="grid gap-0.5 @[16rem]:col-span-2 @[16rem]:grid-cols-subgrid @[16rem]:gap-3"
          >
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
