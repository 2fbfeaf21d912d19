import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

const LABEL_VARIANTS = {
  default: 'text-sm font-medium leading-none',
  /** A filter's label above its field, in a row of filters. */
  filter: 'text-xs font-medium',
  /** The label of one option among several (a checkbox in a list). */
  option: 'text-sm font-normal leading-none',
  /** A label that is a code (an API key's scope). */
  code: 'font-mono text-sm font-medium',
} as const;

export function Label({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { variant?: keyof typeof LABEL_VARIANTS }) {
  return <LabelPrimitive.Root className={cn(LABEL_VARIANTS[variant], className)} {...props} />;
}
