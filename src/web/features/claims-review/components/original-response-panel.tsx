import type { CheckDetail } from '@/domain/contracts/checks';
import { JsonActions } from './json-actions';
import { prettyJson } from './json-file';
import { ReviewSection } from './review-section';

export function OriginalResponsePanel({ check }: { check: CheckDetail }) {
  return (
    <ReviewSection
      title="Full Original Response"
      action={
        <JsonActions
          title="Original response"
          value={check.report.raw}
          fileStem={`original_check_${check.imei}`}
          viewLabel="View"
        />
      }
    >
      <pre className="max-h-48 overflow-auto rounded-md bg-muted p-3 font-mono text-xs">
        {prettyJson(check.report.raw)}
      </pre>
    </ReviewSection>
  );
}
