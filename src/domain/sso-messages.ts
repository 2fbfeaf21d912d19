/** The Single sign-on card's texts, the sign-in form's e-mail step and the single sign-on refusals. */
export const ssoMessages = {
  cardTitle: 'Single sign-on',
  cardDescription:
    "Your organization's people sign in through your identity provider (OpenID Connect). Give it the redirect URI below, test the connection, then switch it on.",
  redirectUriLabel: 'Redirect URI',
  issuerLabel: 'Issuer URL',
  clientIdLabel: 'Client ID',
  clientSecretLabel: 'Client secret',
  clientSecretKept: 'Leave empty to keep the secret saved before',
  issuerInvalid: 'Enter the issuer URL (https://…)',
  clientIdRequired: 'Client ID is required',
  clientSecretRequired: 'Client secret is required',
  metadataRequired: 'Paste the identity provider metadata XML',
  saved: 'Single sign-on connection saved',
  removed: 'Single sign-on connection removed',
  testConnection: 'Test connection',
  tested: 'Connection tested: you signed in through your identity provider.',
  notTested: 'Not tested yet',
  enabledLabel: 'Sign in through the identity provider',
  requireSsoLabel: 'Require SSO (password sign-in is turned off; super admins keep theirs)',
  providerUnreachable: (issuer: string) =>
    `The identity provider's configuration could not be read from ${issuer}. Check the issuer URL.`,
  notConfigured: 'Your organization has no single sign-on connection.',
  notTestedRefusal: 'Test the connection (sign in through it once) before switching it on.',
  requireNeedsEnabled: 'Switch the connection on before requiring single sign-on.',
  samlNotYet: 'SAML 2.0 connections are not available yet; use OpenID Connect.',
  // Sign-in
  continueWithSso: 'Continue with single sign-on',
  ssoRequired:
    'Your organization signs in through its identity provider. Use "Continue" with your work e-mail instead of a password.',
  noSsoForAddress:
    'Your organization does not use single sign-on for this address: sign in with your password.',
  signInFailed: 'The sign-in through your identity provider did not succeed. Try again, or ask your admin.',
  // Domains
  domainsTitle: 'Domains',
  domainsDescription:
    'Addresses of a verified domain sign in through your identity provider. Publish the TXT record shown, then verify.',
  domainInvalid: 'Enter a domain such as example.com',
  domainTaken: (domain: string) => `${domain} already belongs to an organization.`,
  domainNotVerified: (domain: string) =>
    `The TXT record of ${domain} was not found. Publish it, wait for DNS to update, then verify again.`,
  domainVerified: (domain: string) => `${domain} is verified.`,
  verify: 'Verify',
} as const;
