import type { z } from 'zod';
import type {
  CheckDetailReply,
  CheckLookupReply,
  ListChecksQuerySchema,
  RecheckSchema,
} from '@/domain/contracts/checks';

export type ListChecksQuery = z.output<typeof ListChecksQuerySchema>;

/** A re-check and a check's detail as the services give them to the reply (dates still dates). */
export type RecheckEntry = z.output<typeof RecheckSchema>;
export type CheckDetail = z.output<typeof CheckDetailReply>;
export type CheckLookup = z.output<typeof CheckLookupReply>;
