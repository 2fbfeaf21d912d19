import type { CheckDetail } from '@/domain/contracts/checks';
import { JsonActions } from './json-actions';
import { RawAnswerPreview } from './raw-answer-preview';
import { ReviewSection } from './review-section';

/** The panel shows the answer's start; View shows more, Download all of it. */
const PANEL_LINES = 200;

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
      <RawAnswerPreview
        value={check.report.raw}
        maxLines={PANEL_LINES}
        className="max-h-48 overflow-auto rounded-md bg-muted p-3 font-mono text-xs"
      />
    </ReviewSection>
  );
}
