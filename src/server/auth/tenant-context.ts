import { messages } from '@/domain/messages';
import type { ActorProfile } from '@/server/auth/actor';
import type { Database } from '@/server/db/client';
import { type TenantTx, withTenant, withTenantEach } from '@/server/db/tenant';
import { forbidden, unauthenticated } from '@/server/errors';

type Organisation = NonNullable<ActorProfile['organisation']>;

/** The signed-in user of an organisation: the only kind of user the product's services work for. */
export type TenantActor = ActorProfile & { organisationId: string; organisation: Organisation };

/** Who a product service works for, and the way into their organisation's rows (`request.tenant`). */
export interface TenantContext {
  organisationId: string;
  userId: string;
  actor: TenantActor;
  /** Runs `work` in one tenant transaction of the organisation (see withTenant). */
  run<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Two independent reads, each in a tenant transaction of its own, side by side (see withTenantEach). */
  runEach<A, B>(first: (tx: TenantTx) => Promise<A>, second: (tx: TenantTx) => Promise<B>): Promise<[A, B]>;
}

/**
 * The tenant context of a request's actor. Signed out is a 401; a user who belongs to no organisation can use no
 * product service, and learns so (403) when a service first needs the organisation.
 */
export function tenantContext(db: Database, actor: ActorProfile | null): TenantContext {
  if (!actor) throw unauthenticated();
  const { organisation } = actor;
  if (!organisation) throw forbidden(messages.organisationNotFound);
  const organisationId = organisation.id;
  const scope = { organisationId, apiKeyId: actor.apiKey?.id ?? null };
  return {
    organisationId,
    userId: actor.userId,
    actor: { ...actor, organisationId, organisation },
    run: (work) => withTenant(db, scope, work),
    runEach: (first, second) => withTenantEach(db, scope, first, second),
  };
}
