import { z } from 'zod';
import { apiKeyMessages } from '@/domain/api-key-messages';
import { API_SCOPES } from '@/domain/api-scopes';
import { shownText } from '@/domain/well-formed-text';

/** `POST /api/v1/api-keys`: a name the admins recognise the key by, and what it may do. */
export const NewApiKeySchema = z
  .strictObject({
    name: shownText().trim().min(1, apiKeyMessages.nameRequired).max(100, apiKeyMessages.nameTooLong),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1, apiKeyMessages.scopesRequired)
      .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
  })
  .meta({
    example: { name: 'ClaimCenter production', scopes: ['checks:write', 'checks:read', 'claims:write'] },
  });
export type NewApiKey = z.input<typeof NewApiKeySchema>;
