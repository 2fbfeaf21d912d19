import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { CardDescription, CardHeader, CardTitle } from './ui/card';

/**
 * A card's heading: its icon and title (with `titleId`, what names the card as a region), what the card is for, and
 * where the card has one, its action (a button, a link) beside them, wrapping under them on a narrow screen.
 */
export function CardHeading({
  icon: Icon,
  title,
  titleId,
  description,
  action,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  titleId?: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const heading = (
    <>
      <CardTitle id={titleId} className="flex items-center gap-2">
        <Icon className="size-5" aria-hidden="true" /> {title}
      </CardTitle>
      {description ? <CardDescription>{description}</CardDescription> : null}
    </>
  );
  if (!action) return <CardHeader className={className}>{heading}</CardHeader>;
  return (
    <CardHeader
      className={cn('flex flex-row flex-wrap items-start justify-between gap-4 space-y-0', className)}
    >
      <div className="grid gap-1.5">{heading}</div>
      {action}
    </CardHeader>
  );
}
