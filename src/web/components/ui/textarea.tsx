import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** At least 128 px tall, or 80 (`short`), or as tall as its text (`fit`, with `field-sizing-content`). */
const TEXTAREA_HEIGHTS = { default: 'min-h-32', short: 'min-h-20', fit: 'min-h-0' } as const;

export function Textarea({
  className,
  height = 'default',
  ...props
}: ComponentProps<'textarea'> & { height?: keyof typeof TEXTAREA_HEIGHTS }) {
  return (
    <textarea
      className={cn(
        TEXTAREA_HEIGHTS[height],
        'flex w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
