import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { shownText } from '@/domain/well-formed-text';

/** An organisation's e-mail domain: lowercase letters, digits, hyphens or dots, ending in a label of two letters or more. */
export const DOMAIN_PATTERN = /^[a-z0-9.-]+\.[a-z]{2,}$/;

export const CreateOrganisationSchema = z.strictObject({
  name: shownText().trim().min(1, adminMessages.organisationNameRequired).max(100, adminMessages.nameTooLong),
  domain: z
    .string()
    .trim()
    .min(1, adminMessages.domainRequired)
    .max(253, adminMessages.invalidDomainFormat)
    .regex(DOMAIN_PATTERN, adminMessages.invalidDomainFormat),
});
export type CreateOrganisation = z.infer<typeof CreateOrganisationSchema>;
