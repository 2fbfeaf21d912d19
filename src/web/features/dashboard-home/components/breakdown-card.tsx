import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { type Breakdown, type BreakdownRow, formatShare } from '@/domain/dashboard-breakdown';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatCount } from '@/web/lib/format-count';

/** A row's register, filtered to it and the period; null when no register filter can single it out. */
export type RowHref = (row: BreakdownRow) => string | null;

function RowLabel({ row, href }: { row: BreakdownRow; href: string | null }) {
  if (!href) return <span className="min-w-0 break-words">{row.label}</span>;
  return (
    <Link
      to={href}
      className="min-w-0 break-words underline decoration-muted-foreground/50 decoration-dotted underline-offset-4 hover:decoration-solid hover:decoration-foreground"
    >
      {row.label}
    </Link>
  );
}

function BreakdownRows({
  breakdown,
  listLabel,
  rowHref,
}: {
  breakdown: Breakdown;
  listLabel: string;
  rowHref: RowHref;
}) {
  if (breakdown.rows.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing recorded in this period.</p>;
  return (
    <ul aria-label={listLabel} className="grid gap-3">
      {breakdown.rows.map((row) => {
        const share = formatShare(row.count, breakdown.total);
        return (
          <li key={row.value ?? ''} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <RowLabel row={row} href={rowHref(row)} />
              <span className="shrink-0 tabular-nums">
                <span className="font-semibold">{formatCount(row.count)}</span>{' '}
                <span className="text-muted-foreground">({share})</span>
              </span>
            </div>
            {/* The bar repeats the share the text gives, for the eye only. */}
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: share }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function BreakdownSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      <Skeleton className="h-9 w-16" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-1">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}

/** One dashboard card: the total, what it counts, and each group with its count, share, a bar and its register. */
export function BreakdownCard({
  title,
  totalLabel,
  listLabel,
  breakdown,
  rowHref,
  children,
}: {
  title: string;
  totalLabel: string;
  /** Names the breakdown list for assistive technology ('Claims in review by claim type'). */
  listLabel: string;
  /** Undefined while loading. */
  breakdown: Breakdown | undefined;
  rowHref: RowHref;
  /** Shown under the total once loaded. */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={breakdown === undefined} className="min-w-0">
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{totalLabel}</CardDescription>
      </CardHeader>
      <CardContent>
        {breakdown ? (
          <div className="grid gap-4">
            <p className="text-4xl font-bold tabular-nums">{formatCount(breakdown.total)}</p>
            {children}
            <BreakdownRows breakdown={breakdown} listLabel={listLabel} rowHref={rowHref} />
          </div>
        ) : (
          <BreakdownSkeleton />
        )}
      </CardContent>
    </Card>
  );
}
