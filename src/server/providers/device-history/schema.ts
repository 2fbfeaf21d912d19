import { z } from 'zod';

/*
 * The POST /claimscheck/search answer (reference section 2.2). Only `serial`, `serialdetails.wellformedimei` and
 * `checkmendstatus` are relied on; everything else may be missing, null or empty, and unknown fields are kept
 * because add-on packages add fields. Item shapes of the arrays are not confirmed by the vendor, so every item
 * field is optional.
 */

const text = z.string().nullish();
const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();

const ModelSchema = z.looseObject({ name: text, colour: text, storage: text });

const ModelInformationSchema = z.looseObject({ manufacturer: text, models: list(ModelSchema) });

const SerialDetailsSchema = z.looseObject({
  wellformedimei: z.boolean(),
  modelinformation: list(ModelInformationSchema),
  // The product's own earlier records carry make/model directly instead of modelinformation.
  make: text,
  model: text,
  fmipstatus: text,
});

const CheckmendStatusSchema = z.looseObject({
  result: text,
  certid: z.union([z.string(), z.number()]).nullish(),
});

const BlockRecordSchema = z.looseObject({ network: text, eventtype: text, recorddate: text, reason: text });

export const DeviceHistoryResponseSchema = z.looseObject({
  serial: z.string(),
  serialdetails: SerialDetailsSchema,
  checkmendlastsearched: text,
  checkmendstatus: CheckmendStatusSchema,
  blocklist: z.looseObject({ blocked: z.boolean().nullish(), history: list(BlockRecordSchema) }).nullish(),
  patriothistory: list(z.looseObject({ searchdate: text, insurer: text, contactnumber: text })),
  stolen: list(z.looseObject({ recorddate: text, force: text, crimereference: text, reportedby: text })),
  found: list(z.looseObject({ recorddate: text, organisation: text, contactnumber: text })),
  loss: list(z.looseObject({ recorddate: text, reportedby: text, reference: text })),
  ownership: list(z.looseObject({ recorddate: text, registeredby: text, contactnumber: text })),
  claims: list(
    z.looseObject({
      claimdate: text,
      insurer: text,
      claimtype: text,
      claimreference: text,
      contactnumber: text,
    }),
  ),
});
export type DeviceHistoryResponse = z.infer<typeof DeviceHistoryResponseSchema>;

/** The error envelope of every non-2xx answer (reference section 4.1). */
export const ProviderErrorsSchema = z.looseObject({
  errors: z.array(z.looseObject({ id: z.number(), message: z.string() })).min(1),
});
export type ProviderError = z.infer<typeof ProviderErrorsSchema>['errors'][number];
