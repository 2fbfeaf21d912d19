import { z } from 'zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * The carrier's answer to a device check. Only the IMEI is relied on; every other field may be
 * missing or null, and unknown fields are kept in the stored full response.
 */
export const CarrierResponseSchema = z.looseObject({
  imei: z.string(),
  model: text,
  description: text,
  esnStatus: text,
  deviceStatus: text,
  errorCode: text,
  developerCode: text,
  partNumber: text,
  productId: text,
  deviceSku: text,
  deviceType: text,
  deviceImageUrl: text,
});
export type CarrierResponse = z.output<typeof CarrierResponseSchema>;
