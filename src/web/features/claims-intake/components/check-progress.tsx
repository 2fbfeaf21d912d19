import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';

/** The sources one device-history check consults, in the order the provider's answer lists them. */
export const CHECK_SOURCES = [
  'Network blocklist (GSMA)',
  'Activation lock status',
  'Device-history certificate',
  'Police stolen, found and lost records',
  'Ownership records',
  'Searches by other insurers',
] as const;

const STEP_MS = 450;

/**
 * The provider answers all sources in one call, so nothing here pretends a source has finished: the sources are
 * named one after another as the request goes out, and each stays "consulting" until the answer arrives.
 */
export function CheckProgress() {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= CHECK_SOURCES.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <section
      aria-labelledby="check-progress-heading"
      className="mt-8 rounded-xl border bg-card p-6 shadow-sm"
    >
      <div role="status" aria-live="polite">
        <h2 id="check-progress-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Loader2 className="size-5 motion-safe:animate-spin text-primary" aria-hidden="true" />
          Checking the device across the ecosystem…
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          This usually takes a few seconds. Please keep this page open.
        </p>
      </div>
      <ol aria-label="Sources being consulted" className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {CHECK_SOURCES.map((source, index) => {
          const isShown = index < shown;
          return (
            <li
              key={source}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-all duration-300',
                isShown ? 'bg-secondary/40 opacity-100' : 'opacity-40',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  isShown ? 'border-primary/40 text-primary' : 'text-muted-foreground',
                )}
                aria-hidden="true"
              >
                {isShown ? <Loader2 className="size-3.5 motion-safe:animate-spin" /> : index + 1}
              </span>
              <span className="flex-1">{source}</span>
              <span className="text-xs text-muted-foreground">{isShown ? 'Consulting' : 'Waiting'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
