import { z } from 'zod';
import { CLAIM_LIST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/domain/page-sizes';
import { reviewMessages } from '@/domain/review-messages';
import { pagedQuerySchema, pageSchema } from '@/server/http/paging';
import { CheckViewSchema } from '@/server/modules/checks/check-view';

export const ListChecksQuerySchema = pagedQuerySchema({
  pageSizes: CLAIM_LIST_PAGE_SIZES,
  defaultPageSize: DEFAULT_PAGE_SIZE,
  searchTooLong: reviewMessages.searchTooLong,
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

export const CheckPageSchema = pageSchema(CheckRowSchema);

export const RecheckEntrySchema = z.object({
  id: z.uuid(),
  checkedAt: z.date(),
  checkedBy: PersonSchema.nullable(),
  lockStatus: z.string().nullable().describe('Null: the provider did not report it'),
  isBlocked: z.boolean().nullable().describe('Null: the provider did not report it'),
  claimsCount: z.number().int().nullable().describe('Null: the provider did not report the claims'),
  fullResponse: z.record(z.string(), z.unknown()).describe("The provider's answer as received"),
});
export type RecheckEntry = z.infer<typeof RecheckEntrySchema>;

export const CheckDetailSchema = CheckViewSchema.extend({
  isTotalLoss: z.boolean(),
  carrier: z
    .object({ esnStatus: z.string().nullable(), deviceStatus: z.string().nullable() })
    .nullable()
    .describe(
      "The organisation's latest carrier check of the device (first 14 digits); null when it has none",
    ),
  rechecks: z.array(RecheckEntrySchema).describe('Newest first'),
});

export const ClaimTypeChangeReplySchema = z.object({ message: z.string(), check: CheckDetailSchema });

export const RecheckReplySchema = z.object({
  recheck: RecheckEntrySchema,
  changes: z.array(z.string()).describe('Empty when nothing changed (No Changes)'),
  report: z.record(z.string(), z.unknown()).describe('DeviceReport of the fresh answer'),
});

export const DeletedCountSchema = z.object({ deleted: z.number().int() });
