import { z } from 'zod';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_HISTORY_PAGE_SIZE, CARRIER_PAGE_SIZES } from '@/domain/carrier-page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { CarrierCheckRequestSchema } from '@/domain/schemas/carrier-check';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { PersonSchema, pagedQuerySchema, pageReply } from './page';
import { IdParamsSchema } from './params';
import { defineList, defineRoute, FileDownload } from './route';
import { isoDateTime, type Wire } from './wire';

const nullableText = z.string().nullable();

/** `POST /api/v1/carrier-checks` and `GET /api/v1/carrier-checks/:id`: one stored carrier check. */
export const CarrierCheckReply = z.object({
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
  createdAt: isoDateTime,
});
export type CarrierCheck = Wire<typeof CarrierCheckReply>;

/** `GET /api/v1/carrier-checks`: one page of the organisation's Check History, newest first. */
export const CarrierCheckPageReply = pageReply(CarrierCheckReply);

/** Carrier History's query: IMEI search and the days checked, page sizes 10/25/50/100. */
export const ListCarrierChecksQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CARRIER_PAGE_SIZES,
    defaultPageSize: CARRIER_HISTORY_PAGE_SIZE,
    searchTooLong: carrierMessages.searchTooLong,
  }),
  LIST_FILTERS.carrierChecks,
);

/** Carrier Check and its history (/dashboard/vz-check and vz-check-history), in the caller's organisation. */
const tags = ['carrier checks'];

export const carrierCheckCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/carrier-checks',
  summary: 'Check a device with the carrier',
  operationId: 'createCarrierCheck',
  tags,
  body: CarrierCheckRequestSchema,
  reply: CarrierCheckReply,
  status: 201,
  action: 'product:use',
  scope: 'carrier:write',
  idempotent: true,
});

export const carrierCheckList = defineList({
  path: '/api/v1/carrier-checks',
  summary: 'List carrier checks',
  operationId: 'listCarrierChecks',
  tags,
  query: ListCarrierChecksQuerySchema,
  reply: CarrierCheckPageReply,
  action: 'product:use',
});

export const carrierCheckRead = defineRoute({
  method: 'GET',
  path: '/api/v1/carrier-checks/:id',
  summary: 'Read a carrier check',
  operationId: 'getCarrierCheck',
  tags,
  params: IdParamsSchema,
  reply: CarrierCheckReply,
  action: 'product:use',
});

/** The picture's address comes in the check's `imageUrl`; `v` (the start of the picture's id) makes it cacheable. */
export const carrierCheckImage = defineRoute({
  method: 'GET',
  path: '/api/v1/carrier-checks/:id/image',
  summary: "Read a carrier check's device picture",
  operationId: 'getCarrierCheckImage',
  tags,
  description: 'The device picture the carrier gave, kept and served by this app.',
  params: IdParamsSchema,
  query: z.object({ v: z.string().min(8).max(64).optional() }),
  reply: FileDownload,
  produces: 'image/webp',
  action: 'product:use',
});
