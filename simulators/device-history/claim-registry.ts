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
    // Left out when not known: an empty or `false` value is refused, so a client that sends one is caught.
    make: z
      .string()
      .min(1, 'make may not be empty.')
      .max(50, 'make may hold at most 50 characters.')
      .optional(),
    model: z
      .string()
      .min(1, 'model may not be empty.')
      .max(50, 'model may hold at most 50 characters.')
      .optional(),
    itemdescription: z
      .string('itemdescription must be a string.')
      .min(1, 'itemdescription may not be empty.')
      .max(2000, 'itemdescription may hold at most 2000 characters.')
      .optional(),
    claimdate: z
      .string('claimdate must be YYYY-MM-DD HH:MM:SS.')
      .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'claimdate must be YYYY-MM-DD HH:MM:SS.'),
    claimreference: z
      .string('claimreference must be a string (left out when there is none).')
      .min(1, 'claimreference may not be empty (leave it out when there is none).')
      .max(50, 'claimreference may hold at most 50 characters.')
      .optional(),
  },
  'The request body must be a JSON object.',
);
export type SubmitClaim = z.infer<typeof SubmitClaimSchema>;
export type SubmittedClaim = SubmitClaim & { transactionid: string };
export type ClaimRegistry = ReturnType<typeof createClaimRegistry>;

/** The insurer name the simulator's registry lists a store's claims under. */
export function registryInsurerName(storeId: number): string {
  return `ClaimGuard (store ${storeId})`;
}

/**
 * The claims submitted to this simulator process. As with the real registry, a later search of a submitted serial
 * lists the claim, and a settled claim turns the device red for everyone who searches it.
 */
export function createClaimRegistry() {
  const accepted: SubmittedClaim[] = [];
  return {
    submit(claim: SubmitClaim): SubmittedClaim {
      const stored = { ...claim, transactionid: `CLAIMSCHECK:CLAIM:${randomUUID()}` };
      accepted.push(stored);
      return stored;
    },
    submissions: (): readonly SubmittedClaim[] => accepted,
    /** True when a claim of the same type, serials and reference is registered already. */
    holds: (claim: SubmitClaim): boolean =>
      accepted.some(
        (held) =>
          held.claimtype === claim.claimtype &&
          held.claimreference === claim.claimreference &&
          held.serials.join() === claim.serials.join(),
      ),
    /**
     * The answer with the serial's submitted claims added, red when one of them is settled. An answer of another
     * shape (no claims list) keeps its shape, so its scenario still tests what it is for; only its verdict turns red.
     */
    withSubmittedClaims(serial: string, answer: SearchAnswer): SearchAnswer {
      const mine = accepted.filter((claim) => claim.serials.includes(serial));
      if (mine.length === 0) return answer;
      const claims = mine.map((claim) => ({
        claimdate: claim.claimdate,
        insurer: registryInsurerName(claim.storeid),
        claimtype: claim.claimtype,
        claimreference: claim.claimreference ?? '',
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
