import { z } from 'zod';
import { FINLOCK_STATUSES } from '@/domain/carrier-finlock-status';
import { carrierMessages } from '@/domain/carrier-messages';
import { CARRIER_PAGE_SIZES, FINLOCK_PAGE_SIZE } from '@/domain/carrier-page-sizes';
import { LIST_FILTERS } from '@/domain/register-filters';
import { FinLockRequestSchema } from '@/domain/schemas/finlock-request';
import { withRegisterFilters } from '@/domain/schemas/register-filters';
import { PersonSchema, pagedQuerySchema, pageReply } from './page';
import { IdParamsSchema } from './params';
import { defineList, defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

/** One Financial Lock Removal request of the organisation. */
export const FinLockRequestRowSchema = z.object({
  id: z.uuid(),
  imei: z.string(),
  deviceMake: z.string().nullable(),
  deviceModel: z.string().nullable(),
  status: z.enum(FINLOCK_STATUSES),
  esnStatus: z.string().nullable(),
  deviceStatus: z.string().nullable(),
  requestedBy: PersonSchema.nullable(),
  createdAt: isoDateTime,
});
export type FinLockRequest = Wire<typeof FinLockRequestRowSchema>;

/** `GET /api/v1/finlock-requests`: one page of the organisation's requests. */
export const FinLockRequestPageReply = pageReply(FinLockRequestRowSchema);

/** `POST /api/v1/finlock-requests`: the notice's sentence and the request just made. */
export const CreatedFinLockRequestReply = z.object({ message: z.string(), request: FinLockRequestRowSchema });

/** The FinLock list: IMEI search, status filter (absent = All Statuses), page sizes 10/25/50/100, default 25. */
export const ListFinLockRequestsQuerySchema = withRegisterFilters(
  pagedQuerySchema({
    pageSizes: CARRIER_PAGE_SIZES,
    defaultPageSize: FINLOCK_PAGE_SIZE,
    searchTooLong: carrierMessages.searchTooLong,
  }).extend({
    status: z.enum(FINLOCK_STATUSES).optional(),
  }),
  LIST_FILTERS.finlockRequests,
);

/**
 * Financial Lock Removal requests (/dashboard/vz-unlock). Creating and deleting are open to every role, within the
 * user's own organisation.
 */
const tags = ['finlock requests'];

export const finLockRequestCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/finlock-requests',
  summary: 'Request FinLock removal',
  operationId: 'createFinlockRequest',
  refusals: {
    404: 'NOT_FOUND: no carrier check of your organization has this id.',
  },
  tags,
  body: FinLockRequestSchema,
  reply: CreatedFinLockRequestReply,
  status: 201,
  action: 'product:use',
  scope: 'carrier:write',
  idempotent: true,
});

export const finLockRequestList = defineList({
  path: '/api/v1/finlock-requests',
  summary: 'List FinLock removal requests',
  operationId: 'listFinlockRequests',
  tags,
  query: ListFinLockRequestsQuerySchema,
  reply: FinLockRequestPageReply,
  action: 'product:use',
});

export const finLockRequestDeletion = defineRoute({
  method: 'DELETE',
  path: '/api/v1/finlock-requests/:id',
  summary: 'Delete a FinLock removal request',
  operationId: 'deleteFinlockRequest',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'product:use',
});
