import { z } from 'zod';
import { REGISTRY_STATUSES } from '@/domain/registry-status';

/** `POST /api/v1/settled-claims/:id/registry-submission` (202): the submission is queued again, so pending. */
export const RegistrySubmissionReply = z.object({ status: z.enum(REGISTRY_STATUSES) });
