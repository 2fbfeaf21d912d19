import { Circle, Loader2 } from 'lucide-react';

/**
 * What one check really does on the server: a single search of the device-history service (it answers for every
 * source at once), then the check is stored. Storing takes a moment once the answer is in, so the search is shown as
 * running until the reply arrives and storing as the step after it.
 */
const CHECK_STEPS = [
  {
    name: 'Searching the device-history service',
    detail: 'Network blocklist, activation lock, certificate, police and ownership records, earlier searches',
    state: 'In progress',
  },
  { name: 'Storing the check', detail: 'Saved to Claims Review with the full answer', state: 'Next' },
] as const;

export function CheckProgress() {
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
      <ol aria-label="Steps of this check" className="mt-5 grid gap-2 sm:grid-cols-2">
        {CHECK_STEPS.map((step, index) => {
          const isRunning = index === 0;
          const Icon = isRunning ? Loader2 : Circle;
          return (
            <li
              key={step.name}
              className={
                isRunning
                  ? 'flex items-center gap-3 rounded-lg border bg-secondary/40 px-3 py-2.5 text-sm'
                  : 'flex items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-muted-foreground'
              }
            >
              <Icon
                className={
                  isRunning ? 'size-5 shrink-0 text-primary motion-safe:animate-spin' : 'size-5 shrink-0'
                }
                aria-hidden="true"
              />
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium">{`${index + 1}. ${step.name}`}</span>
                <span className="text-xs text-muted-foreground">{step.detail}</span>
              </span>
              <span className="text-xs text-muted-foreground">{step.state}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
