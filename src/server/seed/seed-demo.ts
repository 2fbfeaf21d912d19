import { eq } from 'drizzle-orm';
import { accounts, users } from '@/server/db/schema/auth';
import {
  organizationClaimTypes,
  organizationDenialReasons,
  organizations,
} from '@/server/db/schema/organisations';
import { profiles, userRoles } from '@/server/db/schema/people';
import { createInvitation } from '@/server/modules/invitations';
import type { Services } from '@/server/services';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_PENDING_INVITATION } from './demo-data';

type Deps = Pick<Services, 'db' | 'auth' | 'mailer' | 'env'>;

/** Loads the demo organisations, accounts and pending invitation; does nothing when they are already there. */
export async function seedDemoData(deps: Deps): Promise<boolean> {
  const { db } = deps;
  const existing = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, 'demo.test'));
  if (existing.length > 0) return false;

  const passwordHash = await (await deps.auth.$context).password.hash(DEMO_PASSWORD);
  const orgIds = await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const org of DEMO_ORGANISATIONS) {
      const [row] = await tx.insert(organizations).values({ name: org.name, domain: org.domain }).returning();
      if (!row) throw new Error(`could not create ${org.name}`);
      ids.set(org.domain, row.id);
      await tx
        .insert(organizationClaimTypes)
        .values(org.claimTypes.map((t) => ({ ...t, organizationId: row.id })));
      await tx
        .insert(organizationDenialReasons)
        .values(org.denialReasons.map((denialReason) => ({ denialReason, organizationId: row.id })));
    }
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: `${account.firstName} ${account.lastName}`,
          emailVerified: true,
          // The demo accounts sign in with the password alone, wherever a second factor is otherwise required.
          twoFactorExempt: true,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`could not create ${account.email}`);
      await tx
        .insert(accounts)
        .values({ userId: user.id, accountId: user.id, providerId: 'credential', password: passwordHash });
      const { firstName, lastName, title } = account;
      await tx
        .insert(profiles)
        .values({ id: user.id, firstName, lastName, title, organizationId: ids.get(account.domain) ?? null });
      if (account.role) await tx.insert(userRoles).values({ userId: user.id, role: account.role });
    }
    return ids;
  });

  const { domain, ...invitee } = DEMO_PENDING_INVITATION;
  const demoOrg = DEMO_ORGANISATIONS.find((org) => org.domain === domain);
  await createInvitation(deps, {
    ...invitee,
    organisation: { id: orgIds.get(domain) ?? '', name: demoOrg?.name ?? '' },
    invitedBy: { userId: null },
  });
  return true;
}

export function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) => `  ${a.email.padEnd(20)} ${(a.role ?? 'no role').padEnd(20)} ${a.domain}`,
  );
  return [
    `Demo accounts (password: ${DEMO_PASSWORD}):`,
    ...rows,
    `  ${DEMO_PENDING_INVITATION.email} has an open invitation: read its link with npm run mail-catcher (README); the outbox hides it.`,
  ].join('\n');
}
