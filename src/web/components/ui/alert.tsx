import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

const alertVariants = cva(
  'relative grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0 [&>:not(svg)]:col-start-2',
  {
    variants: {
      variant: {
        default: 'bg-card text-foreground [&>svg]:text-muted-foreground',
        info: 'border-secondary bg-secondary/40 text-foreground [&>svg]:text-primary',
        destructive: 'border-destructive/30 bg-destructive/5 text-destructive [&>svg]:text-destructive',
        success: 'border-success/30 bg-success/5 text-success [&>svg]:text-success',
        warning: 'border-amber-300 bg-amber-50 text-amber-950 [&>svg]:text-amber-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** A notice, as wide as its place unless `fullWidth` is false (inset in a card by the caller's margins). */
export function Alert({
  className,
  variant,
  fullWidth = true,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants> & { fullWidth?: boolean }) {
  return (
    <div
      role="note"
      className={cn(alertVariants({ variant }), fullWidth && 'w-full', className)}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-medium leading-5', className)} {...props} />;
}

/** The notice's text, muted unless `muted` is false (the caller gives its colour). */
export function AlertDescription({
  className,
  muted = true,
  ...props
}: ComponentProps<'div'> & { muted?: boolean }) {
  return (
    <div
      data-slot="alert-description"
      className={cn('leading-5', muted && 'text-muted-foreground', className)}
      {...props}
    />
  );
}
