import type { CheckTriageSchema } from '@/domain/contracts/triage-rules';
import type { Wire } from '@/domain/contracts/wire';
import { TRIAGE_NOT_SCORED, TRIAGE_ROUTE_LABELS } from '@/domain/triage-messages';
import { Badge } from '@/web/components/ui/badge';

const ROUTE_BADGE = { 'fast-track': 'success', review: 'warning', refer: 'destructive' } as const;

const pointsText = (points: number) => (points > 0 ? `+${points}` : String(points));

/** A list row's triage: the route and the score, or "Not scored" for a check recorded before triage. */
export function TriageBadge({ triage }: { triage: Wire<typeof CheckTriageSchema> }) {
  if (triage === null) {
    return (
      <Badge variant="outline" className="border-dashed">
        {TRIAGE_NOT_SCORED}
      </Badge>
    );
  }
  return (
    <Badge variant={ROUTE_BADGE[triage.route]}>
      {TRIAGE_ROUTE_LABELS[triage.route]} · {triage.score}
    </Badge>
  );
}

/** A check's triage: its route and score, and the reason of every rule that fired or met an unreported fact. */
export function TriageSummary({ triage }: { triage: Wire<typeof CheckTriageSchema> }) {
  if (triage === null) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Triage</span>
        <Badge variant={ROUTE_BADGE[triage.route]}>{TRIAGE_ROUTE_LABELS[triage.route]}</Badge>
        <span className="text-muted-foreground">
          Score {triage.score} · rules version {triage.ruleSetVersion}
        </span>
      </p>
      {triage.reasons.length > 0 && (
        <ul aria-label="Triage reasons" className="list-disc pl-5 text-muted-foreground">
          {triage.reasons.map((reason, index) => (
            // A rule may be named twice; its place in the list keeps each item apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: reasons never reorder
            <li key={index}>
              {reason.text} ({pointsText(reason.points)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
