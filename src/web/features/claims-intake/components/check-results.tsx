import { useEffect, useRef } from 'react';
import type { CheckView } from '@/domain/contracts/checks';
import { DeviceReportView } from '@/web/components/device-report/device-report-view';
import { TriageSummary } from '@/web/components/triage-summary';
import { CheckSummary } from './check-summary';

/** The cards of one check, in a fixed order. They start below the form, so the page scrolls them to the top (under
 * the sticky top bar), and focus lands on the heading so keyboard and screen-reader users start reading there. */
export function CheckResults({ check, actions }: { check: CheckView; actions?: React.ReactNode }) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="check-results-heading"
      className="mt-8 grid scroll-mt-20 gap-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div aria-live="polite" className="grid gap-2">
          <h2
            id="check-results-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm"
          >
            Check Results
          </h2>
          <CheckSummary check={check} />
          <TriageSummary triage={check.triage} />
        </div>
        {actions}
      </div>

      <DeviceReportView imei={check.imei} report={check.report} />
    </section>
  );
}
