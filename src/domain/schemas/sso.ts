import { z } from 'zod';
import { messages } from '@/domain/messages';
import { ssoMessages } from '@/domain/sso-messages';
import { DOMAIN_PATTERN } from './organisation';

/**
 * `PUT /api/v1/sso-connection`: the identity provider. OpenID Connect by its issuer (its configuration is read from
 * `/.well-known/openid-configuration`), a client id and a secret (left out: the one saved before is kept); SAML 2.0 by
 * the provider's metadata XML.
 */
export const SsoConnectionSchema = z.discriminatedUnion('protocol', [
  z
    .strictObject({
      protocol: z.literal('oidc'),
      issuer: z.url({ protocol: /^https?$/, error: ssoMessages.issuerInvalid }).max(500),
      clientId: z.string().trim().min(1, ssoMessages.clientIdRequired).max(500),
      clientSecret: z.string().min(1, ssoMessages.clientSecretRequired).max(2000).optional(),
    })
    .meta({ example: { protocol: 'oidc', issuer: 'https://login.example.com', clientId: 'claimguard' } }),
  z.strictObject({
    protocol: z.literal('saml'),
    metadataXml: z.string().trim().min(1, ssoMessages.metadataRequired).max(200_000),
  }),
]);
export type SsoConnectionInput = z.infer<typeof SsoConnectionSchema>;

/** `PUT /api/v1/sso-connection/state`. */
export const SsoStateSchema = z.strictObject({ enabled: z.boolean(), requireSso: z.boolean() });

/** An e-mail domain for single sign-on. */
export const SsoDomainSchema = z.strictObject({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, ssoMessages.domainInvalid)
    .regex(DOMAIN_PATTERN, ssoMessages.domainInvalid),
});

/** `POST /api/auth/sso`: the sign-in form's e-mail step. */
export const SsoStartSchema = z.strictObject({
  email: z.string().trim().pipe(z.email(messages.invalidEmailAddress)),
});
