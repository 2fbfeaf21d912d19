import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { answerReducedAt, type LockStatus, NOT_REPORTED } from '@/domain/device-report';
import { lockLabel } from '@/domain/lock-status';
import { Badge } from '@/web/components/ui/badge';
import { formatDate, formatDateTime } from '@/web/lib/format-date';
import { JsonActions } from './json-actions';
import { Fact } from './review-section';

export interface HistoryItem {
  key: string;
  label: string;
  badge: 'Latest' | 'Original' | null;
  checkedAt: string;
  checkedBy: string;
  lockStatus: LockStatus | null;
  /** Null: not reported by the provider. */
  isBlocked: boolean | null;
  claimsCount: number | null;
  fullResponse: unknown;
  fileStem: string;
}

export function HistoryEntry({ item }: { item: HistoryItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const Chevron = isOpen ? ChevronDown : ChevronRight;
  const reducedAt = answerReducedAt(item.fullResponse);

  return (
    <li className="rounded-md border">
      <button
        type="button"
        className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-accent"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen(!isOpen)}
      >
        <Chevron className="size-4" aria-hidden="true" />
        <span className="font-medium">{item.label}</span>
        <span className="text-muted-foreground">{formatDateTime(item.checkedAt)}</span>
        {item.badge ? (
          <Badge variant={item.badge === 'Latest' ? 'default' : 'secondary'}>{item.badge}</Badge>
        ) : null}
      </button>
      {isOpen ? (
        <div id={panelId} className="grid gap-3 border-t px-3 py-3">
          <dl className="grid gap-3 sm:grid-cols-4">
            <Fact label="Checked By">{item.checkedBy}</Fact>
            <Fact label="Lock Status">{item.lockStatus ? lockLabel(item.lockStatus) : NOT_REPORTED}</Fact>
            <Fact label="GSMA Status">
              {item.isBlocked === null ? NOT_REPORTED : item.isBlocked ? 'Blocked' : 'Clear'}
            </Fact>
            <Fact label="Claims Found">{item.claimsCount ?? NOT_REPORTED}</Fact>
          </dl>
          {reducedAt ? (
            <p className="text-sm text-muted-foreground">
              Reduced to the facts on {formatDate(reducedAt)} under your organization's data retention
              settings: contact numbers, references and people's names were removed.
            </p>
          ) : null}
          <JsonActions title={`${item.label} response`} value={item.fullResponse} fileStem={item.fileStem} />
        </div>
      ) : null}
    </li>
  );
}
