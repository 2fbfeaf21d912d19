import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { ScrollX } from './scroll-x';

/**
 * A table that scrolls sideways inside its card when it is wider than the card. Its name is required: the scrolling
 * box becomes a keyboard stop that a screen reader announces by it.
 */
export function Table({ className, ...props }: ComponentProps<'table'> & { 'aria-label': string }) {
  return (
    <ScrollX label={props['aria-label']}>
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </ScrollX>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />;
}

/** A column's head, its text at the left or (over figures and actions) at the right. */
export function TableHead({
  className,
  align = 'left',
  ...props
}: ComponentProps<'th'> & { align?: 'left' | 'right' }) {
  return (
    <th
      className={cn(
        'h-10 px-3 align-middle font-medium whitespace-nowrap text-muted-foreground',
        align === 'right' ? 'text-right' : 'text-left',
        className,
      )}
      {...props}
    />
  );
}

/** A cell, on one line unless `wrap` (a long text in a narrow column). */
export function TableCell({ className, wrap = false, ...props }: ComponentProps<'td'> & { wrap?: boolean }) {
  return (
    <td
      className={cn('px-3 py-2 align-middle', wrap ? 'whitespace-normal' : 'whitespace-nowrap', className)}
      {...props}
    />
  );
}
