import { z } from 'zod';
import { validateImei } from '@/domain/imei';

/** An IMEI field: the intake rule and its messages, giving the normalised 15 digits. */
export const ImeiSchema = z.string().transform((input, context) => {
  const result = validateImei(input);
  if (result.ok) return result.imei;
  context.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});
export type Imei = z.infer<typeof ImeiSchema>;
