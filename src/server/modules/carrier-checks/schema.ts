import { z } from 'zod';
import { carrierMessages } from '../../../domain/carrier-messages';
import {
  CARRIER_HISTORY_PAGE_SIZE,
  CARRIER_PAGE_SIZES,
  type CarrierPageSize,
} from '../../../domain/carrier-page-sizes';

export const CarrierCheckIdParamsSchema = z.object({ id: z.uuid() });

/** Paged list query with a page-size choice; FinLock requests reuse it with their own default. */
export const pagedQuerySchema = (defaultPageSize: CarrierPageSize) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (size) => (CARRIER_PAGE_SIZES as readonly number[]).includes(size),
        'Page size must be 10, 25, 50 or 100',
      )
      .default(defaultPageSize),
    search: z.string().trim().max(50, carrierMessages.searchTooLong).default(''),
  });

export const ListCarrierChecksQuerySchema = pagedQuerySchema(CARRIER_HISTORY_PAGE_SIZE);
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
  outcome: z.enum(['success', 'blocked', 'error']).describe('Spec section 4 "Carrier check outcome"'),
  badge: z.enum(['Clean', 'Blacklisted', 'Unknown']).describe('Spec section 4 history badge'),
  canRequestFinLock: z.boolean(),
  checkedBy: PersonSchema.nullable(),
  createdAt: z.date(),
});
export type CarrierCheckView = z.infer<typeof CarrierCheckViewSchema>;

export const CarrierCheckPageSchema = z.object({
  items: z.array(CarrierCheckViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
