import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** A card; `muted`, a faint grey one beside a plain one (the contact page's other ways to reach us). */
export function Card({ className, muted = false, ...props }: ComponentProps<'div'> & { muted?: boolean }) {
  return (
    <div
      className={cn('rounded-xl border shadow-sm', muted ? 'bg-muted/40' : 'bg-card', className)}
      {...props}
    />
  );
}

/** The title and description stacked; `row`, laid out in a row by the caller (a title and its actions). */
export function CardHeader({ className, row = false, ...props }: ComponentProps<'div'> & { row?: boolean }) {
  return <div className={cn('flex p-6', row ? 'flex-row' : 'flex-col gap-1.5', className)} {...props} />;
}

const TITLE_SIZES = { xl: 'text-xl leading-none', lg: 'text-lg', base: 'text-base' } as const;

export function CardTitle({
  className,
  size = 'xl',
  ...props
}: ComponentProps<'h2'> & { size?: keyof typeof TITLE_SIZES }) {
  return <h2 className={cn('font-semibold tracking-tight', TITLE_SIZES[size], className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Under a CardHeader, with no padding above; a caller without a header gives its own (`pt-6`). */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />;
}
