/** What a claim-type change on a recorded check does besides setting the claim type. */
export type ClaimTypeChangeEffect = 'set-fnol-date' | 'clear-fnol-date' | 'claim-type-only';

export interface ClaimTypeChangeFacts {
  /** Whether the check's current claim type is flagged total loss. */
  wasTotalLoss: boolean;
  /** Whether the chosen claim type is flagged total loss. */
  becomesTotalLoss: boolean;
  fnol: boolean;
  lossDate: string | null;
}

/**
 * Changing a check's claim type: non-total-loss to total-loss without FNOL and loss date needs the
 * loss date (the 'Set FNOL Date' dialog, then fnol and loss_date are saved); total-loss to non-total-loss clears
 * both; any other change updates only claim_type. The review dialog and the server both decide with this.
 */
export function decideClaimTypeChangeEffect({
  wasTotalLoss,
  becomesTotalLoss,
  fnol,
  lossDate,
}: ClaimTypeChangeFacts): ClaimTypeChangeEffect {
  if (becomesTotalLoss && !wasTotalLoss && !(fnol && lossDate)) return 'set-fnol-date';
  if (wasTotalLoss && !becomesTotalLoss) return 'clear-fnol-date';
  return 'claim-type-only';
}
