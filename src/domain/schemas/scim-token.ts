import { z } from 'zod';
import { scimMessages } from '@/domain/scim-messages';
import { shownText } from '@/domain/well-formed-text';

/** `POST /api/v1/scim-tokens`: a name the admins recognise the identity provider's token by. */
export const NewScimTokenSchema = z
  .strictObject({
    name: shownText().trim().min(1, scimMessages.nameRequired).max(100, scimMessages.nameTooLong),
  })
  .meta({ example: { name: 'Okta' } });
export type NewScimToken = z.input<typeof NewScimTokenSchema>;
