import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

const buttonVariants = cva(
  'inline-flex items-center gap-2 whitespace-nowrap rounded-md transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent',
        /** Outlined in light blue on the primary colour (the landing page's hero). */
        outlineOnPrimary:
          'border border-blue-200/60 bg-transparent text-primary-foreground hover:bg-white/10',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-11 px-8 text-base',
        icon: 'h-10 w-10 text-sm',
        /** No height or padding of its own: a link within a line of text. */
        text: 'h-auto p-0 text-sm',
      },
      /** The label centred, or at the start (a field's value, an entry of a list). */
      align: { center: 'justify-center', start: 'justify-start' },
      /** The label's weight: normal for a field's value. */
      weight: { medium: 'font-medium', normal: 'font-normal' },
    },
    defaultVariants: { variant: 'default', size: 'default', align: 'center', weight: 'medium' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, align, weight, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component className={cn(buttonVariants({ variant, size, align, weight }), className)} {...props} />;
}
