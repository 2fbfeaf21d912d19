import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Darker than the library's rich colours, so toast text meets WCAG AA contrast (4.5:1). */
const accessibleColours = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#854d0e',
} as CSSProperties;

/** Bottom right, so a notice never covers the top bar's Sign Out button. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      style={accessibleColours}
      toastOptions={{ duration: 5_000 }}
    />
  );
}
