import { credentialMessages } from './credential-messages';

/** The API Keys screen's texts and the API's answers about keys. */
export const apiKeyMessages = {
  ...credentialMessages({ noun: 'API key', short: 'key' }),
  scopesRequired: 'Choose at least one scope',
  expiryRange: 'A key expires after 1 to 730 days, or not at all',
  graceRange: 'The previous key may stay valid for 0 to 168 hours',
  expiryLabel: 'Expires',
  graceLabel: 'Previous key stops working',
  creatorLeftBadge: 'Created by a former admin',
  creatorLeftHint:
    'Its creator is no longer an admin of your organization. The key belongs to the organization and keeps working until revoked.',
  stoppedBadge: 'Stopped',
  stoppedHint: "Its creator's account was deleted: the key is refused. Revoke it.",
  cardDescription:
    "Keys let your claim systems call ClaimGuard's API for your organization. A key belongs to your organization: it acts within its scopes, names the admin who created it, and keeps working if that admin leaves, until it is revoked.",
  revokeConfirm: (name: string) =>
    `Revoke "${name}"? Systems using this key are refused from now on. This cannot be undone.`,
  invalidKey: 'The API key is not valid or has been revoked.',
  expiredKey: (date: string) =>
    `This API key expired on ${date}. Ask an admin of your organization for a new key.`,
  expiredBadge: 'Expired',
  expiredHint:
    'The key has expired and is refused. Revoke it, and create a new key if a system still needs one.',
  expires: (date: string) => `Expires ${date}`,
  previousValidUntil: (time: string) =>
    `The key before keeps working until ${time}: change your systems over to the new key by then.`,
  previousStillWorks: (prefix: string, time: string) => `Previous key ${prefix}… works until ${time}`,
  rotateConfirm: (name: string) =>
    `Give "${name}" a new key? Systems must change over to it; the old key keeps working for the time you choose.`,
  rotated: 'API key rotated',
  errorRotating: 'Error rotating API key',
  cannotRotateExpired: 'An expired key cannot be rotated. Create a new key.',
  creatorLeft:
    'This API key no longer works: the admin who created it no longer exists in the organization. Create a new key.',
  notForKeys: 'This endpoint is not available to API keys.',
  missingScope: (scope: string) => `This API key lacks the "${scope}" scope.`,
} as const;
