import { z } from 'zod';
import { carrierMessages } from '../../../domain/carrier-messages';

/** Spec section 9: carrier history page sizes, default 10. */
export const CARRIER_PAGE_SIZES = [10, 25, 50, 100] as const;

export const CarrierCheckIdParamsSchema = z.object({ id: z.uuid() });

/** Paged list query with a page-size choice; FinLock requests reuse it with their own default. */
export const pagedQuerySchema = (defaultPageSize: (typeof CARRIER_PAGE_SIZES)[number]) =>
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

export const ListCarrierChecksQuerySchema = pagedQuerySchema(10);
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
