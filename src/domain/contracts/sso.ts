import { z } from 'zod';
import { SsoConnectionSchema, SsoDomainSchema, SsoStartSchema, SsoStateSchema } from '@/domain/schemas/sso';
import { IdParamsSchema } from './params';
import { defineRoute } from './route';
import { isoDateTime, NoContent, type Wire } from './wire';

/** Where the identity provider sends the browser back after an OpenID Connect sign-in. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

/** The organisation's connection as its admins read it: never the client secret. */
export const SsoConnectionReply = z.object({
  protocol: z.enum(['oidc', 'saml']),
  issuer: z.string(),
  clientId: z.string(),
  redirectUri: z.string().describe('The redirect URI to register with the identity provider.'),
  enabled: z.boolean(),
  requireSso: z.boolean(),
  testedAt: isoDateTime.nullable(),
});
export type SsoConnection = Wire<typeof SsoConnectionReply>;

export const SsoConnectionSavedReply = z.union([
  z.object({ redirectUri: z.string() }),
  z.object({ acsUrl: z.string(), entityId: z.string() }),
]);

export const SsoDomainReply = z.object({
  id: z.uuid(),
  domain: z.string(),
  verified: z.boolean(),
  verifiedBy: z.enum(['dns', 'super-admin']).nullable(),
  txtRecord: z
    .object({ name: z.string(), value: z.string() })
    .describe('The DNS TXT record to publish: the server looks for it when asked to verify.'),
});
export type SsoDomain = Wire<typeof SsoDomainReply>;

/** Where the browser goes next: the identity provider, or null (the address signs in with a password). */
export const SsoRedirectReply = z.object({ authorizationUrl: z.string().nullable() });

const tags = ['single sign-on'];

export const ssoConnectionRead = defineRoute({
  method: 'GET',
  path: '/api/v1/sso-connection',
  summary: "Read your organization's single sign-on connection",
  operationId: 'getSsoConnection',
  tags,
  reply: SsoConnectionReply.nullable(),
  action: 'organisation:manage',
});

export const ssoConnectionSave = defineRoute({
  method: 'PUT',
  path: '/api/v1/sso-connection',
  summary: "Connect your organization's identity provider",
  description: 'Saving a connection switches it off until it is tested again.',
  operationId: 'saveSsoConnection',
  tags,
  body: SsoConnectionSchema,
  reply: SsoConnectionSavedReply,
  action: 'organisation:manage',
});

export const ssoConnectionRemoval = defineRoute({
  method: 'DELETE',
  path: '/api/v1/sso-connection',
  summary: "Remove your organization's single sign-on connection",
  operationId: 'deleteSsoConnection',
  refusals: {
    404: 'NOT_FOUND: the organization has no single sign-on connection.',
  },
  tags,
  reply: NoContent,
  status: 204,
  action: 'organisation:manage',
});

export const ssoConnectionState = defineRoute({
  method: 'PUT',
  path: '/api/v1/sso-connection/state',
  summary: 'Switch single sign-on on or off, and require it',
  operationId: 'setSsoConnectionState',
  refusals: {
    404: 'NOT_FOUND: the organization has no single sign-on connection.',
    409: 'SSO_NOT_ENABLED: sign-on can be required only while the connection is on.',
  },
  tags,
  body: SsoStateSchema,
  reply: SsoConnectionReply,
  action: 'organisation:manage',
});

export const ssoConnectionTest = defineRoute({
  method: 'POST',
  path: '/api/v1/sso-connection/test',
  summary: 'Test the connection: sign in through the identity provider once',
  operationId: 'testSsoConnection',
  refusals: {
    404: 'NOT_FOUND: the organization has no single sign-on connection.',
  },
  tags,
  reply: SsoRedirectReply,
  action: 'organisation:manage',
});

export const ssoDomainList = defineRoute({
  method: 'GET',
  path: '/api/v1/sso-domains',
  summary: "List your organization's single sign-on domains",
  operationId: 'listSsoDomains',
  tags,
  reply: z.array(SsoDomainReply),
  action: 'organisation:manage',
});

export const ssoDomainCreation = defineRoute({
  method: 'POST',
  path: '/api/v1/sso-domains',
  summary: 'Add a domain: the reply names the TXT record to publish',
  operationId: 'createSsoDomain',
  tags,
  body: SsoDomainSchema,
  reply: SsoDomainReply,
  status: 201,
  action: 'organisation:manage',
});

export const ssoDomainVerification = defineRoute({
  method: 'POST',
  path: '/api/v1/sso-domains/:id/verify',
  summary: 'Verify a domain by its DNS TXT record',
  operationId: 'verifySsoDomain',
  tags,
  params: IdParamsSchema,
  reply: SsoDomainReply,
  action: 'organisation:manage',
});

export const ssoDomainRemoval = defineRoute({
  method: 'DELETE',
  path: '/api/v1/sso-domains/:id',
  summary: 'Remove a single sign-on domain',
  operationId: 'deleteSsoDomain',
  tags,
  params: IdParamsSchema,
  reply: NoContent,
  status: 204,
  action: 'organisation:manage',
});

export const ssoDomainApproval = defineRoute({
  method: 'POST',
  path: '/api/v1/organisations/:id/sso-domains',
  summary: 'Approve a single sign-on domain for an organization (super admin)',
  operationId: 'approveSsoDomain',
  tags,
  params: IdParamsSchema,
  body: SsoDomainSchema,
  reply: SsoDomainReply,
  status: 201,
  action: 'platform:manage',
});

export const ssoSignInStart = defineRoute({
  method: 'POST',
  path: '/api/auth/sso',
  summary: 'Begin a sign-in: an address of a single sign-on domain is sent to its identity provider',
  operationId: 'startSsoSignIn',
  tags: ['auth'],
  body: SsoStartSchema,
  reply: SsoRedirectReply,
  action: 'public',
});

export const ssoSignInCallback = defineRoute({
  method: 'GET',
  path: SSO_CALLBACK_PATH,
  summary: "The identity provider's redirect back: signs in and sends the browser on",
  operationId: 'ssoCallback',
  tags: ['auth'],
  query: z.object({
    code: z.string().max(4000).optional(),
    state: z.string().max(200).optional(),
    error: z.string().max(200).optional(),
    iss: z.string().max(500).optional(),
  }),
  reply: NoContent,
  otherReplies: { 302: NoContent },
  action: 'public',
});
