import type { z } from 'zod';
import type { CarrierCheckReply, ListCarrierChecksQuerySchema } from '@/domain/contracts/carrier-checks';

export type ListCarrierChecksQuery = z.output<typeof ListCarrierChecksQuerySchema>;

/** A carrier check as the services give it to the reply (dates still dates). */
export type CarrierCheckView = z.output<typeof CarrierCheckReply>;
