import { credentialMessages } from './credential-messages';

/** The Directory sync (SCIM) card's texts and the SCIM endpoints' answers. */
export const scimMessages = {
  ...credentialMessages({ noun: 'SCIM token', short: 'token' }),
  cardTitle: 'Directory sync (SCIM)',
  cardDescription:
    "Your identity provider creates, updates and deactivates your organization's people through SCIM 2.0. Give it the base URL below and a token. A person it deactivates is signed out at once; a person it creates sets a password with the invitation they receive.",
  baseUrlLabel: 'SCIM base URL',
  revokeConfirm: (name: string) =>
    `Revoke "${name}"? Your identity provider is refused with this token from now on. This cannot be undone.`,
  // The SCIM endpoints' answers (their error's `detail`).
  invalidToken: 'The SCIM token is missing, unknown or revoked.',
  userNotFound: 'No such user in this organization.',
  groupNotFound: 'No such group in this organization.',
  unsupportedFilter:
    'Only filters of the form userName eq "…" or externalId eq "…" are supported (joined with "and" at most).',
  invalidBody: (detail: string) => `The request body is not a valid SCIM resource: ${detail}`,
  invalidPatch: (detail: string) => `The PATCH operation cannot be applied: ${detail}`,
  userNameTaken: 'A user with that userName (email) already exists.',
  externalIdTaken: 'Another user of this organization already has that externalId.',
  userNameChange: 'The userName (email) of an existing user cannot be changed.',
  emailDomainMismatch: (domain: string) =>
    `The userName must be an email address of the organization's domain (${domain}).`,
  superAdminUntouchable:
    "A super admin is managed in the Super Admin Panel, not by the organization's directory.",
  unknownEndpoint: 'No such SCIM endpoint.',
} as const;
