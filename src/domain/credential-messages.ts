/**
 * The texts every kind of credential an admin makes for the organization's systems shares (API keys, SCIM tokens):
 * `noun` names it ("API key"), `short` is what the once-shown secret is called ("key").
 */
export function credentialMessages({ noun, short }: { noun: string; short: string }) {
  const plural = `${noun}s`;
  return {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than 100 characters',
    nameTaken: (name: string) => `An active ${noun} named "${name}" already exists.`,
    tooMany: (limit: number) =>
      `Your organization has ${limit} ${plural}, the most it may have. Revoke one you no longer use before creating another.`,
    created: `${noun} created`,
    shownOnce: `Copy this ${short} now: it is shown only once and cannot be recovered.`,
    copyFailed: `Select the ${short} and copy it yourself.`,
    revoked: `${noun} revoked`,
    errorCreating: `Error creating ${noun}`,
    errorRevoking: `Error revoking ${noun}`,
    loadFailed: `Error loading ${plural}`,
    none: `No ${plural} yet`,
  };
}
