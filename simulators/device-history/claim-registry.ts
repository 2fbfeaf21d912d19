import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SearchAnswer } from './search-response';

/** The body of POST /claimscheck/submitclaim; fields the registry takes beyond these are accepted and ignored. */
export const SubmitClaimSchema = z.looseObject(
  {
    claimtype: z.enum(['logged', 'settled'], 'claimtype must be logged or settled.'),
    itemcategory: z.union(
      [z.int(), z.string().min(1)],
      'An itemcategory (an integer or a non-empty string) is required.',
    ),
    serials: z
      .array(
        z.string().regex(/^[0-9A-Z]{1,100}$/, 'Each serial may hold only the characters 0-9 and A-Z.'),
        'serials must list at least one serial.',
      )
      .min(1, 'serials must list at least one serial.'),
    storeid: z.int('A storeid (integer) is required.'),
    make: z.string('A make is required.'),
    model: z.string('A model is required.'),
    claimdate: z
      .string('claimdate must be YYYY-MM-DD HH:MM:SS.')
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'claimdate must be YYYY-MM-DD HH:MM:SS.'),
    claimreference: z.union(
      [z.string().max(50, 'claimreference may hold at most 50 characters.'), z.literal(false)],
      'A claimreference (a string, or false) is required.',
    ),
  },
  'The request body must be a JSON object.',
);
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
    /**
     * The answer with the serial's submitted claims added, red when one of them is settled. An answer of another
     * shape (no claims list) keeps its shape, so its scenario still tests what it is for; only its verdict turns red.
     */
    withSubmittedClaims(serial: string, answer: SearchAnswer): SearchAnswer {
      const mine = accepted.filter((claim) => claim.serials.includes(serial));
      if (mine.length === 0) return answer;
      const claims = mine.map((claim) => ({
        claimdate: claim.claimdate,
        insurer: `ClaimGuard (store ${claim.storeid})`,
        claimtype: claim.claimtype,
        claimreference: claim.claimreference || '',
      }));
      const settled = mine.some((claim) => claim.claimtype === 'settled');
      const verdict = answer.checkmendstatus;
      return {
        ...answer,
        ...(Array.isArray(answer.claims) ? { claims: [...answer.claims, ...claims] } : {}),
        ...(settled && typeof verdict === 'object' && verdict !== null
          ? { checkmendstatus: { ...verdict, result: 'red' } }
          : {}),
      };
    },
  };
}
