import { z } from 'zod';
import { reviewMessages } from '../../../domain/review-messages';
import { CheckViewSchema } from '../claims-intake/check-view';

/** Spec section 9: Claims Review page sizes. */
export const PAGE_SIZES = [25, 50, 75] as const;

export const CheckIdParamsSchema = z.object({ id: z.uuid() });

/** 14 or 15 digits: deletes match on the first 14, so the check digit may be left off. */
export const ImeiParamsSchema = z.object({
  imei: z.string().regex(/^\d{14,15}$/, 'IMEI must be 14 or 15 digits'),
});

export const ListChecksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), 'Page size must be 25, 50 or 75')
    .default(25),
  search: z.string().trim().max(50, reviewMessages.searchTooLong).default(''),
});
export type ListChecksQuery = z.output<typeof ListChecksQuerySchema>;

const PersonSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

export const CheckRowSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  reference: z.string().nullable(),
  claimType: z.string().nullable(),
  createdAt: z.date(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
});

export const CheckPageSchema = z.object({
  items: z.array(CheckRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const RecheckEntrySchema = z.object({
  id: z.uuid(),
  checkedAt: z.date(),
  checkedBy: PersonSchema.nullable(),
  lockStatus: z.string().nullable(),
  isBlocked: z.boolean(),
  claimsCount: z.number().int(),
  fullResponse: z.record(z.string(), z.unknown()).describe("The provider's answer as received"),
});
export type RecheckEntry = z.infer<typeof RecheckEntrySchema>;

export const CheckDetailSchema = CheckViewSchema.extend({
  isTotalLoss: z.boolean(),
  carrier: z.null().describe('The carrier check comes with a later issue; the screen shows Unknown'),
  rechecks: z.array(RecheckEntrySchema).describe('Newest first'),
});

export const ClaimTypeChangeReplySchema = z.object({ message: z.string(), check: CheckDetailSchema });

export const RecheckReplySchema = z.object({
  recheck: RecheckEntrySchema,
  changes: z.array(z.string()).describe('Empty when nothing changed (No Changes)'),
  report: z.record(z.string(), z.unknown()).describe('DeviceReport of the fresh answer'),
});

export const DeletedCountSchema = z.object({ deleted: z.number().int() });
