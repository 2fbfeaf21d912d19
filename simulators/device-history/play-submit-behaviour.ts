import type { ServerResponse } from 'node:http';
import type { ClaimRegistry, SubmitClaim } from './claim-registry';
import { pause, sendErrors, sendHtmlServerError, sendJson } from './http-replies';
import type { SubmitBehaviour } from './registry-scenarios';

/** Well past the longest time the app waits for a submission's answer (15 s). */
const SUBMIT_SLOW_MS = 30_000;

/** Refusals in the error envelope; the vendor documents no ids for them, so the app reads the words. */
export const DUPLICATE_REFUSAL = 'Duplicate claim: this claim is already registered.';
export const OTHER_REFUSAL = 'Claims cannot be registered: this store is suspended.';
const UNAVAILABLE = 'The GAPI is currently unavailable.';

/**
 * Answers a submission of a registry scenario's serial the way that scenario misbehaves. Where the claim is
 * registered (no transaction id, slow, reset), it is registered when received, as a real service would before its
 * answer is lost; `submissionNumber` counts this simulator's submissions of the serial (1 for the first).
 */
export async function playSubmitBehaviour(
  response: ServerResponse,
  behaviour: SubmitBehaviour,
  {
    claim,
    registry,
    submissionNumber,
  }: { claim: SubmitClaim; registry: ClaimRegistry; submissionNumber: number },
) {
  switch (behaviour) {
    case 'no-transaction-id':
      registry.submit(claim);
      return sendJson(response, 200, {});
    case 'slow': {
      const { transactionid } = registry.submit(claim);
      if (await pause(response, SUBMIT_SLOW_MS)) sendJson(response, 200, { transactionid });
      return;
    }
    case 'reset':
      registry.submit(claim);
      response.socket?.destroy();
      return;
    case 'duplicate':
      // The registry holds the claim already (from a submission whose answer was lost).
      if (!registry.holds(claim)) registry.submit(claim);
      return sendErrors(response, 400, 400, DUPLICATE_REFUSAL);
    case 'refused':
      return sendErrors(response, 400, 400, OTHER_REFUSAL);
    case 'unavailable-once':
      if (submissionNumber === 1) return sendErrors(response, 400, 1, UNAVAILABLE);
      return sendJson(response, 200, { transactionid: registry.submit(claim).transactionid });
    case 'server-error':
      return sendHtmlServerError(response);
  }
}
