import { z } from 'zod';
import { type Answer, fail, httpAttempt, providerUrl } from '@/server/providers/http-attempt';
import { parseJson } from '@/server/providers/parse-json';
import { CLAIM_REFERENCE_MAX, type DeviceHistoryCredentials } from './http-client';
import { ProviderErrorsSchema } from './schema';
import { signedJsonRequest } from './signed-authorization';

export interface SettledClaimSubmission {
  imei: string;
  make: string | null;
  model: string | null;
  settledAt: Date;
  claimReference: string | null;
}

/** Registers settled claims with the provider's registry, which then shows the device red to traders. */
export interface DeviceRegistry {
  submitSettledClaim(submission: SettledClaimSubmission): Promise<{ transactionId: string }>;
}

export interface RegistryClientOptions {
  baseUrl: string;
  credentials: DeviceHistoryCredentials;
  /** The provider's item category of the devices we insure (mobile phones). */
  itemCategory: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const ReplySchema = z.looseObject({ transactionid: z.string().trim().min(1) });

/**
 * `POST /claimscheck/submitclaim`, signed like a search; the answer's transaction id is the proof of registration. A
 * failure is a ProviderError of the registry whose message says why, in words an administrator can act on (shown
 * beside "Registry: failed"); a submission is never repeated here, the job queue retries it.
 */
export function createRegistryClient(options: RegistryClientOptions): DeviceRegistry {
  const { credentials, itemCategory, timeoutMs = 10_000, fetch: send = globalThis.fetch } = options;
  const url = providerUrl(options.baseUrl, 'claimscheck/submitclaim');
  return {
    async submitSettledClaim(submission) {
      const { body, headers } = signedJsonRequest(credentials, {
        claimtype: 'settled',
        itemcategory: itemCategory,
        serials: [submission.imei],
        storeid: credentials.storeId,
        make: submission.make ?? '',
        model: submission.model ?? '',
        // The registry's `YYYY-MM-DD HH:MM:SS`, in UTC.
        claimdate: submission.settledAt.toISOString().slice(0, 19).replace('T', ' '),
        claimreference: submission.claimReference?.trim().slice(0, CLAIM_REFERENCE_MAX) || false,
      });
      return httpAttempt({
        provider: 'registry',
        url,
        init: { method: 'POST', headers, body },
        fetch: send,
        timeoutMs,
        retries: 0,
        retryUnanswered: () => false,
        unansweredDetail: (cause) => `The registry could not be reached: ${String(cause)}`,
        read: readRegistration,
      });
    },
  };
}

function readRegistration(status: number, text: string): Answer<{ transactionId: string }> {
  const json = parseJson(text);
  const envelope = ProviderErrorsSchema.safeParse(json);
  if (envelope.success) {
    const said = envelope.data.errors.map((error) => `${error.id} ${error.message}`).join('; ');
    return fail('rejected', `The registry refused the claim (HTTP ${status}): ${said}`, { status });
  }
  const reply = ReplySchema.safeParse(json);
  if (status < 200 || status >= 300 || !reply.success) {
    return fail('bad-response', `The registry answered HTTP ${status} without a transaction id`, { status });
  }
  return { value: { transactionId: reply.data.transactionid } };
}
