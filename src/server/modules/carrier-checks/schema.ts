import { z } from 'zod';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_HISTORY_PAGE_SIZE, CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import { pagedQuerySchema, pageSchema } from '@/server/http/paging';

export const ListCarrierChecksQuerySchema = pagedQuerySchema({
  pageSizes: CARRIER_PAGE_SIZES,
  defaultPageSize: CARRIER_HISTORY_PAGE_SIZE,
  searchTooLong: carrierMessages.searchTooLong,
});
export type ListCarrierChecksQuery = z.output<typeof ListCarrierChecksQuerySchema>;

const nullableText = z.string().nullable();
export const PersonSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

export const CarrierCheckViewSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  model: nullableText,
  description: nullableText,
  esnStatus: nullableText,
  deviceStatus: nullableText,
  errorCode: nullableText,
  developerCode: nullableText,
  partNumber: nullableText,
  productId: nullableText,
  deviceSku: nullableText,
  deviceType: nullableText,
  imageUrl: nullableText.describe(
    'The device picture as this app serves it; null when the carrier gave none',
  ),
  outcome: z.enum(['success', 'blocked', 'error']).describe('Device clear, blocked, or status not confirmed'),
  badge: z.enum(['Clean', 'Blacklisted', 'Unknown']).describe('The Check History badge'),
  canRequestFinLock: z.boolean(),
  checkedBy: PersonSchema.nullable(),
  createdAt: z.date(),
});
export type CarrierCheckView = z.infer<typeof CarrierCheckViewSchema>;

export const CarrierCheckPageSchema = pageSchema(CarrierCheckViewSchema);
