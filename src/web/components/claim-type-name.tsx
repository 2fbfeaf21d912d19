import { Badge } from './ui/badge';

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
      {isTotalLoss ? <Badge variant="warning">Total Loss</Badge> : null}
    </span>
  );
}
