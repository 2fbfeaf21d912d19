import { CircleAlert, CircleCheck, CircleQuestionMark, Info, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';

/**
 * Danger and safe states always pair the colour with an icon and words. `unknown` is a fact the provider did not
 * report: neither safe nor danger, and dashed so a gap in the answer never passes for a neutral result.
 */
export type ResultTone = 'danger' | 'safe' | 'neutral' | 'unknown';

const TONE_STYLES: Record<ResultTone, { card: string; header: string; status: string }> = {
  danger: {
    card: 'border-destructive/40',
    header: 'border-b border-destructive/20 bg-destructive/5',
    status: 'text-destructive',
  },
  safe: { card: '', header: 'border-b', status: 'text-success' },
  neutral: { card: '', header: 'border-b', status: 'text-foreground' },
  unknown: {
    card: 'border-dashed border-muted-foreground/40',
    header: 'border-b border-dashed border-muted-foreground/40 bg-muted/40',
    status: 'text-foreground',
  },
};

const TONE_ICONS: Record<ResultTone, LucideIcon> = {
  danger: CircleAlert,
  safe: CircleCheck,
  neutral: Info,
  unknown: CircleQuestionMark,
};

/** The verdict line of a card: icon and words, in the tone's colour. */
export function ResultStatus({
  tone,
  size = 'lg',
  children,
}: {
  tone: ResultTone;
  size?: 'lg' | 'sm';
  children: ReactNode;
}) {
  const Icon = TONE_ICONS[tone];
  return (
    <span
      className={cn(
        'flex items-center gap-2 font-semibold',
        size === 'lg' ? 'text-lg [&>svg]:size-5' : 'text-sm [&>svg]:size-4',
        TONE_STYLES[tone].status,
      )}
    >
      <Icon className="shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </span>
  );
}

/** One result card: a heading (with an optional verdict) and the details underneath. */
export function ResultCard({
  title,
  icon: TitleIcon,
  tone = 'neutral',
  status,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  tone?: ResultTone;
  status?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('flex h-full flex-col overflow-hidden', TONE_STYLES[tone].card, className)}
    >
      <div className={cn('grid gap-3 px-5 py-4', TONE_STYLES[tone].header)}>
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-600">
          <TitleIcon className="size-4 shrink-0" aria-hidden="true" />
          {title}
        </h3>
        {status ? (
          <p>
            <ResultStatus tone={tone}>{status}</ResultStatus>
          </p>
        ) : null}
      </div>
      {children ? <div className="flex-1 px-5 pt-4 pb-5 text-sm">{children}</div> : null}
    </Card>
  );
}
