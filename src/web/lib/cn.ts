import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). It does not settle conflicts between them, as tailwind-merge did
 * (8 KB gzip on every first visit; decision record 056): a component's own classes and a caller's must not set the same
 * thing, or the stylesheet's order, not the caller, decides. A component takes a prop for what callers vary instead
 * (a badge's size, a table cell's wrapping); the web tests fail on any conflict (src/web/testing/setup.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
