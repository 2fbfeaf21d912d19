import { decisionMessages } from '@/domain/decision-messages';

/** The record a refused decision names: its kind, its id and where to read it. */
export const existingRecord = (type: 'settled-claim' | 'denied-claim', id: string) => ({
  type,
  id,
  href: `/api/v1/${type}s/${id}`,
});

/** The 409 reply to a settle or deny of a device the organisation has already settled (`settledClaimId`). */
export const claimExistsReply = (settledClaimId: string) => ({
  code: 'CLAIM_EXISTS',
  message: decisionMessages.claimExists,
  existing: existingRecord('settled-claim', settledClaimId),
});
