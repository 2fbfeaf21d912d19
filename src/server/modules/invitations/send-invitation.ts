import { adminMessages } from '@/domain/admin-messages';
import { emailDomain, type Invitation } from '@/domain/schemas/invitation';
import type { PlatformContext } from '@/server/auth/session-context';
import type { TenantContext } from '@/server/auth/tenant-context';
import { AppError, badRequest } from '@/server/errors';
import { findOrganisationByDomain } from '@/server/modules/organisations';
import type { Services } from '@/server/services';
import { createInvitation } from './create-invitation';

type Deps = Pick<Services, 'db' | 'mailer' | 'env'>;

/**
 * Org Admin Panel: invites a claims processor (organization_member) into the actor's own organisation. The e-mail must
 * be of that organisation's domain; nothing in the request can name another organisation.
 */
export async function inviteMember(deps: Deps, tenant: TenantContext, input: Invitation) {
  const { organisation } = tenant.actor;
  if (emailDomain(input.email) !== organisation.domain) {
    throw badRequest(adminMessages.emailDomainMismatch(organisation.domain), 'DOMAIN_MISMATCH');
  }
  return createInvitation(deps, {
    ...input,
    role: 'organization_member',
    organisation,
    invitedBy: tenant,
  });
}

/** Super Admin Panel: invites an organization_admin into the organisation whose domain is the e-mail's domain. */
export async function inviteOrganisationAdmin(deps: Deps, platform: PlatformContext, input: Invitation) {
  const domain = emailDomain(input.email);
  const organisation = await findOrganisationByDomain(deps.db, domain);
  if (!organisation) {
    throw new AppError({
      status: 422,
      code: 'NO_MATCHING_ORGANIZATION',
      message: adminMessages.noMatchingOrganisationText(domain),
      title: adminMessages.noMatchingOrganisation,
    });
  }
  return createInvitation(deps, {
    ...input,
    role: 'organization_admin',
    organisation,
    invitedBy: platform,
  });
}
