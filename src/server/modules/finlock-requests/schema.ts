import type { z } from 'zod';
import type {
  FinLockRequestRowSchema,
  ListFinLockRequestsQuerySchema,
} from '@/domain/contracts/finlock-requests';

export type ListFinLockRequestsQuery = z.output<typeof ListFinLockRequestsQuerySchema>;

/** A FinLock request as the services give it to the reply (dates still dates). */
export type FinLockRequestView = z.output<typeof FinLockRequestRowSchema>;
