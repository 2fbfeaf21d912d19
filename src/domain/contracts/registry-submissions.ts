import { z } from 'zod';
import { REGISTRY_STATUSES } from '@/domain/registry-status';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';

/**
 * The registry submission's status after an org admin's action: `pending` when it was queued again (Retry, Send
 * again; 202), `registered` when confirmed (200).
 */
export const RegistrySubmissionReply = z.object({ status: z.enum(REGISTRY_STATUSES) });

/** A failed submission queued again (Retry). */
export const registrySubmissionRetry = defineRoute({
  method: 'POST',
  path: '/api/v1/settled-claims/:id/registry-submission',
  summary: 'Submit a settled claim to the registry again',
  operationId: 'resubmitToRegistry',
  tags: ['registers'],
  description:
    'Queues a failed registry submission of a settled claim again (organization admins). A failed one was certainly not registered (the registry refused it, or was never reached), so this cannot register it twice. 409 NOT_RETRYABLE for any other status, including `unknown`.',
  params: IdParamsSchema,
  reply: RegistrySubmissionReply,
  status: 202,
  action: 'organisation:manage',
});

/** A submission whose outcome is unknown, queued again (Send again). */
export const registryResubmission = defineRoute({
  method: 'POST',
  path: '/api/v1/settled-claims/:id/registry-resubmission',
  summary: 'Send again a registry submission whose outcome is unknown',
  operationId: 'resendRegistrySubmission',
  tags: ['registers'],
  description:
    'Queues again a registry submission whose outcome is `unknown` (the claim was sent but no answer arrived). The registry may already hold the claim: sending it again may register it twice. Audited as `claim.registry_sent_again`. 409 OUTCOME_NOT_UNKNOWN for any other status.',
  params: IdParamsSchema,
  reply: RegistrySubmissionReply,
  status: 202,
  action: 'organisation:manage',
});

/** A submission whose outcome is unknown, confirmed as registered. */
export const registryConfirmation = defineRoute({
  method: 'POST',
  path: '/api/v1/settled-claims/:id/registry-confirmation',
  summary: 'Confirm a registry submission whose outcome is unknown as registered',
  operationId: 'confirmRegistrySubmission',
  tags: ['registers'],
  description:
    'Records a registry submission whose outcome is `unknown` as `registered` (without a transaction id), after checking with the registry that it holds the claim; nothing is sent. Audited as `claim.registry_confirmed`. 409 OUTCOME_NOT_UNKNOWN for any other status.',
  params: IdParamsSchema,
  reply: RegistrySubmissionReply,
  action: 'organisation:manage',
});
