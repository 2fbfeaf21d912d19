import { z } from 'zod';
import { PersonSchema, pageReply } from './page';
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
