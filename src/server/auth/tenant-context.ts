import { messages } from '@/domain/messages';
import type { ActorProfile } from '@/server/auth/actor';
import type { SessionContext } from '@/server/auth/session-context';
import type { Database } from '@/server/db/client';
import { type TenantTx, withTenant } from '@/server/db/tenant';
import { withTenantRead, withTenantReads } from '@/server/db/tenant-reads';
import { forbidden } from '@/server/errors';

type Organisation = NonNullable<ActorProfile['organisation']>;

/** The signed-in user of an organisation: the only kind of user the product's services work for. */
export type TenantActor = ActorProfile & { organisationId: string; organisation: Organisation };

/**
 * Who a product service works for, and the way into their organisation's rows (`request.tenant`): the session
 * context of a user of an organisation, which the audit events it records name.
 */
export interface TenantContext extends SessionContext {
  organisationId: string;
  actor: TenantActor;
  /** The API key the request came with, if any. */
  apiKeyId: string | null;
  /** The request's Idempotency-Key, if it sent one: a provider search it pays for is kept for its retry. */
  idempotencyKey: string | null;
  /** Runs `work` in one tenant transaction of the organisation (see withTenant). */
  run<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Reads only, each query in one round trip (see withTenantRead): what a GET does. */
  read<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Independent reads, side by side where the database allows (see withTenantReads). */
  readAll<Results extends readonly unknown[]>(
    ...reads: { [K in keyof Results]: (tx: TenantTx) => Promise<Results[K]> }
  ): Promise<Results>;
}

/**
 * The tenant context of a request's session. A user who belongs to no organisation can use no product service, and
 * learns so (403) when a service first needs the organisation.
 */
export function tenantContext(
  db: Database,
  session: SessionContext,
  idempotencyKey: string | null = null,
): TenantContext {
  const { actor } = session;
  const { organisation } = actor;
  if (!organisation) throw forbidden(messages.organisationNotFound, 'NO_ORGANIZATION');
  const organisationId = organisation.id;
  const scope = { organisationId, apiKeyId: session.request.apiKeyId };
  return {
    ...session,
    organisationId,
    actor: { ...actor, organisationId, organisation },
    apiKeyId: scope.apiKeyId,
    idempotencyKey,
    run: (work) => withTenant(db, scope, work),
    read: (work) => withTenantRead(db, scope, work),
    readAll: (...reads) => withTenantReads(db, scope, reads),
  };
}
