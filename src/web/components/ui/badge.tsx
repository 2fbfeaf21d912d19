import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-md border font-semibold [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'text-foreground',
        destructive: 'border-destructive/30 bg-destructive/10 text-destructive',
        // The success green is just short of 4.5:1 on its own tint (and on a hovered row): a darker green keeps it.
        success: 'border-success/30 bg-success/10 text-green-800',
        warning: 'border-amber-300 bg-amber-50 text-amber-900',
      },
      /** lg: the verdict of a report, or a notice beside a page's title. */
      size: { default: 'px-2 py-0.5 text-xs', lg: 'px-3 py-1 text-sm' },
      /** Whether a long text wraps onto more lines (in a narrow table cell) or stays on one. */
      wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
    },
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, size, wrap, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, size, wrap }), className)} {...props} />;
}
