import type { SelectOption } from './options-select';
import { Badge } from './ui/badge';

/** Marks a claim type that is flagged total loss. */
export function TotalLossBadge() {
  return <Badge variant="warning">Total Loss</Badge>;
}

/** A record's claim type ('Not Set' when none) with the 'Total Loss' badge when the type is flagged total loss. */
export function ClaimTypeName({
  claimType,
  isTotalLoss,
}: {
  claimType: string | null;
  isTotalLoss: boolean;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {claimType ? <span>{claimType}</span> : <span className="text-muted-foreground">Not Set</span>}
      {isTotalLoss ? <TotalLossBadge /> : null}
    </span>
  );
}

/** The organisation's claim types to choose from; a total-loss one carries its badge in the list. */
export function claimTypeOptions(
  types: readonly { claimType: string; isTotalLoss: boolean }[],
): SelectOption[] {
  return types.map((type) => ({
    value: type.claimType,
    label: type.claimType,
    adornment: type.isTotalLoss ? <TotalLossBadge /> : null,
  }));
}
