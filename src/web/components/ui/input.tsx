import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** `code`: a value to copy as it is (a secret), in small monospaced type. */
export function Input({ className, code = false, ...props }: ComponentProps<'input'> & { code?: boolean }) {
  return (
    <input
      className={cn(
        code ? 'font-mono text-xs' : 'text-sm',
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
