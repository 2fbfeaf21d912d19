import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SearchAnswer } from './search-response';

/** The body of POST /claimscheck/submitclaim; fields the registry takes beyond these are accepted and ignored. */
export const SubmitClaimSchema = z.looseObject({
  claimtype: z.enum(['logged', 'settled'], 'claimtype must be logged or settled.'),
  itemcategory: z.union([z.int(), z.string().min(1)], 'An itemcategory is required.'),
  serials: z.array(z.string().regex(/^[0-9A-Z]{1,100}$/), 'serials must list at least one serial.').min(1),
  storeid: z.int('A storeid (integer) is required.'),
  make: z.string('A make is required.'),
  model: z.string('A model is required.'),
  claimdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'claimdate must be YYYY-MM-DD HH:MM:SS.'),
  claimreference: z.union([z.string().max(50), z.literal(false)], 'A claimreference (or false) is required.'),
});
export type SubmittedClaim = z.infer<typeof SubmitClaimSchema> & { transactionid: string };

/**
 * The claims submitted to this simulator process. As with the real registry, a later search of a submitted serial
 * lists the claim, and a settled claim turns the device red for everyone who searches it.
 */
export function createClaimRegistry() {
  const accepted: SubmittedClaim[] = [];
  return {
    submit(claim: z.infer<typeof SubmitClaimSchema>): SubmittedClaim {
      const stored = { ...claim, transactionid: `CLAIMSCHECK:CLAIM:${randomUUID()}` };
      accepted.push(stored);
      return stored;
    },
    submissions: (): readonly SubmittedClaim[] => accepted,
    /** The answer with the serial's submitted claims added, red when one of them is settled. */
    withSubmittedClaims(serial: string, answer: SearchAnswer): SearchAnswer {
      const mine = accepted.filter((claim) => claim.serials.includes(serial));
      if (mine.length === 0 || !Array.isArray(answer.claims)) return answer;
      const claims = mine.map((claim) => ({
        claimdate: claim.claimdate,
        insurer: `ClaimGuard (store ${claim.storeid})`,
        claimtype: claim.claimtype,
        claimreference: claim.claimreference || '',
      }));
      const settled = mine.some((claim) => claim.claimtype === 'settled');
      const verdict = answer.checkmendstatus as { result: string; certid: unknown } | undefined;
      return {
        ...answer,
        claims: [...answer.claims, ...claims],
        ...(settled && verdict ? { checkmendstatus: { ...verdict, result: 'red' } } : {}),
      };
    },
  };
}
