import { z } from 'zod';
import { REGISTRY_STATUSES } from '@/domain/registry-status';

/**
 * The registry submission's status after an org admin's action: `pending` when it was queued again (Retry, Send
 * again; 202), `registered` when confirmed (200).
 */
export const RegistrySubmissionReply = z.object({ status: z.enum(REGISTRY_STATUSES) });
