import { z } from 'zod';

/*
 * The POST /claimscheck/search answer. Only the verdict core is read strictly: `serial`, `serialdetails.wellformedimei`
 * and `checkmendstatus` (`result` and `certid`); an answer without it carries no verdict and is not a check. Every
 * other field is read tolerantly by read-facts.ts, because its name or type is not confirmed by the vendor.
 */

/** Public clients send booleans; be liberal and take the strings "true" and "false" too. */
const LiberalBoolean = z.union([
  z.boolean(),
  z
    .string()
    .regex(/^(true|false)$/i)
    .transform((value) => value.toLowerCase() === 'true'),
]);

export const VerdictCoreSchema = z.looseObject({
  serial: z.string(),
  serialdetails: z.looseObject({ wellformedimei: LiberalBoolean }),
  checkmendstatus: z.looseObject({
    result: z.string().trim().min(1),
    certid: z.union([z.string().trim().min(1), z.number()]),
  }),
});
export type VerdictCore = z.infer<typeof VerdictCoreSchema>;

/** The provider's error envelope; it means an error whatever the HTTP status it comes with. */
export const ProviderErrorsSchema = z.looseObject({
  errors: z.array(z.looseObject({ id: z.coerce.number(), message: z.coerce.string().default('') })).min(1),
});
