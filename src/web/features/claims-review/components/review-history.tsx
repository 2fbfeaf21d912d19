import { ArrowUpDown } from 'lucide-react';
import { useState } from 'react';
import type { CheckDetail } from '@/domain/contracts/checks';
import { countOf } from '@/domain/device-report';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { HistoryEntry, type HistoryItem } from './history-entry';
import { ReviewSection } from './review-section';

const nameOf = (user: CheckDetail['checkedBy']) => user?.name || user?.email || 'Unknown';

/** Re-checks newest first (as the server sends them), then the original check. */
function toHistory(check: CheckDetail): HistoryItem[] {
  const rechecks = check.rechecks.map(
    (recheck, index): HistoryItem => ({
      key: recheck.id,
      label: `Re-check ${check.rechecks.length - index}`,
      badge: index === 0 ? 'Latest' : null,
      checkedAt: recheck.checkedAt,
      checkedBy: nameOf(recheck.checkedBy),
      lockStatus: recheck.lockStatus,
      isBlocked: recheck.isBlocked,
      claimsCount: recheck.claimsCount,
      fullResponse: recheck.fullResponse,
      fileStem: `recheck_${check.imei}`,
    }),
  );
  const original: HistoryItem = {
    key: 'original',
    label: 'Original Check',
    badge: 'Original',
    checkedAt: check.createdAt,
    checkedBy: nameOf(check.checkedBy),
    lockStatus: check.report.lockStatus,
    isBlocked: check.report.isBlocked,
    claimsCount: countOf(check.report.claims),
    fullResponse: check.report.raw,
    fileStem: `original_check_${check.imei}`,
  };
  return [...rechecks, original];
}

export function ReviewHistory({ check }: { check: CheckDetail }) {
  const [isNewestFirst, setIsNewestFirst] = useState(true);
  const history = toHistory(check);
  const shown = isNewestFirst ? history : [...history].reverse();

  return (
    <ReviewSection
      title="Review History"
      action={
        <div className="flex items-center gap-2">
          <Badge variant="secondary" aria-label={`${history.length} entries`}>
            {history.length}
          </Badge>
          <Button variant="outline" size="sm" onClick={() => setIsNewestFirst(!isNewestFirst)}>
            <ArrowUpDown aria-hidden="true" />
            {isNewestFirst ? 'Newest First' : 'Oldest First'}
          </Button>
        </div>
      }
    >
      <ul className="grid gap-2" aria-label="Review history entries">
        {shown.map((item) => (
          <HistoryEntry key={item.key} item={item} />
        ))}
      </ul>
    </ReviewSection>
  );
}
