import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

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
    <CardHeader row className={cn('flex-wrap items-start justify-between gap-4 space-y-0', className)}>
      <div className="grid gap-1.5">{heading}</div>
      {action}
    </CardHeader>
  );
}

/**
 * A card of a panel: a region named by its heading (`id`-title), the heading, and its content. Pass `id` for cards
 * that stand beside others on a page, so a screen reader can list and jump to them.
 */
export function SectionCard({
  id,
  className,
  contentClassName,
  children,
  ...heading
}: Omit<Parameters<typeof CardHeading>[0], 'titleId' | 'className'> & {
  id?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <Card className={className} role={id ? 'region' : undefined} aria-labelledby={titleId}>
      <CardHeading {...heading} titleId={titleId} />
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
