import { z } from 'zod';
import { carrierMessages } from '@/domain/carrier-messages';
import { validateImei } from '@/domain/imei';
import { messages } from '@/domain/messages';

/**
 * The Carrier Check body: an IMEI is required ('Please enter an IMEI number'), then the shared IMEI
 * rule gives its own message under the title 'Invalid IMEI'.
 */
export const CarrierCheckRequestSchema = z.strictObject({
  imei: z
    .string({ error: carrierMessages.imeiRequired })
    .trim()
    .min(1, carrierMessages.imeiRequired)
    .transform((input, context) => {
      const result = validateImei(input);
      if (result.ok) return result.imei;
      context.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }),
});

export type CarrierImeiValidation =
  | { ok: true; imei: string }
  | { ok: false; title: string; message: string };

/** The same rules for the form, with the notice's title: 'Validation Error' for a missing IMEI, else 'Invalid IMEI'. */
export function validateCarrierImei(input: string): CarrierImeiValidation {
  if (input.trim() === '') {
    return { ok: false, title: messages.validationError, message: carrierMessages.imeiRequired };
  }
  const result = validateImei(input);
  return result.ok ? result : { ok: false, title: carrierMessages.invalidImeiTitle, message: result.message };
}
