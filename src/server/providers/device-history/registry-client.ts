import { z } from 'zod';
import type { DeviceHistoryCredentials } from './http-client';
import { CLAIM_REFERENCE_MAX } from './http-client';
import { parseJson } from './parse-json';
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

/** Why a submission failed, in words an administrator can act on (shown beside "Registry: failed"). */
export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

/** `POST /claimscheck/submitclaim`, signed like a search; the answer's transaction id is the proof of registration. */
export function createRegistryClient(options: RegistryClientOptions): DeviceRegistry {
  const { credentials, itemCategory, timeoutMs = 10_000, fetch: send = globalThis.fetch } = options;
  const url = new URL(
    'claimscheck/submitclaim',
    options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
  );
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
      let status: number;
      let text: string;
      try {
        const response = await send(url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = await response.text();
      } catch (cause) {
        throw new RegistryError(`The registry could not be reached: ${String(cause)}`, { cause });
      }
      const json = parseJson(text);
      const envelope = ProviderErrorsSchema.safeParse(json);
      if (envelope.success) {
        const said = envelope.data.errors.map((error) => `${error.id} ${error.message}`).join('; ');
        throw new RegistryError(`The registry refused the claim (HTTP ${status}): ${said}`);
      }
      const reply = ReplySchema.safeParse(json);
      if (status < 200 || status >= 300 || !reply.success) {
        throw new RegistryError(`The registry answered HTTP ${status} without a transaction id`);
      }
      return { transactionId: reply.data.transactionid };
    },
  };
}
