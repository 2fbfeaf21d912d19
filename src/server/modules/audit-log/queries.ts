import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/server/db/client';
import { containsPattern, startsWithPattern } from '@/server/db/contains-pattern';
import { personName } from '@/server/db/person-name';
import { keysetBatch, type RegisterBatch, registerBatch } from '@/server/db/register-batch';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';
import { scimTokens } from '@/server/db/schema/scim-tokens';
import type { TenantTx } from '@/server/db/tenant';
import { pageOffset } from '@/server/http/paging';
import type { ListAuditEventsQuery, ListPlatformAuditEventsQuery } from './schema';

type Filters = Omit<ListAuditEventsQuery, 'page' | 'pageSize'>;
type PlatformFilters = Omit<ListPlatformAuditEventsQuery, 'page' | 'pageSize'>;

/** The search, the filters (actor, action, subject) and the days, as one condition. */
function filterOf({ search, actor, action, subject, from, to }: Filters): SQL | undefined {
  const pattern = containsPattern(search);
  const actorPattern = containsPattern(actor);
  return and(
    search
      ? or(
          ilike(auditEvents.action, pattern),
          ilike(auditEvents.subjectType, pattern),
          ilike(users.email, pattern),
          ilike(users.name, pattern),
          ilike(sql`${auditEvents.details}::text`, pattern),
        )
      : undefined,
    actor ? or(ilike(users.email, actorPattern), ilike(users.name, actorPattern)) : undefined,
    action ? ilike(auditEvents.action, startsWithPattern(action)) : undefined,
    subject ? or(eq(auditEvents.subjectType, subject), eq(auditEvents.subjectId, subject)) : undefined,
    from ? gte(auditEvents.createdAt, sql`${from}::date`) : undefined,
    to ? lt(auditEvents.createdAt, sql`${to}::date + 1`) : undefined,
  );
}

/** The super admin's filters: the audit log's, and one organisation when chosen. */
const platformFilterOf = (query: PlatformFilters) =>
  and(
    query.organisationId ? eq(auditEvents.organizationId, query.organisationId) : undefined,
    filterOf(query),
  );

const selectEvents = (db: Database | Transaction) => (where: SQL | undefined) =>
  db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      organisation: organizations.name,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      actor: personName,
      apiKey: apiKeys.name,
      details: sql<Record<string, unknown> | null>`${auditEvents.details}`,
      apiKeyId: auditEvents.actorApiKeyId,
      ipAddress: auditEvents.ipAddress,
      userAgent: auditEvents.userAgent,
      organisationId: auditEvents.organizationId,
      actorUserId: auditEvents.actorUserId,
      previousHash: auditEvents.previousHash,
      hash: auditEvents.hash,
      directory: scimTokens.name,
      scimTokenId: auditEvents.actorScimTokenId,
    })
    .from(auditEvents)
    .leftJoin(organizations, eq(organizations.id, auditEvents.organizationId))
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditEvents.actorApiKeyId))
    .leftJoin(scimTokens, eq(scimTokens.id, auditEvents.actorScimTokenId))
    .where(where)
    .$dynamic();

/** One page of the events matching `where`, newest first, with the number of them. */
async function listEvents(
  db: Database | Transaction,
  where: SQL | undefined,
  paging: Pick<ListAuditEventsQuery, 'page' | 'pageSize'>,
) {
  const items = await selectEvents(db)(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  const [totals] = await db
    .select({ total: count() })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where);
  return { items, total: Number(totals?.total ?? 0) };
}

/** One page of the organisation's audit log, newest first, with the number of events matching. */
export function listAuditEvents(tx: TenantTx, organisationId: string, query: ListAuditEventsQuery) {
  return listEvents(tx, and(eq(auditEvents.organizationId, organisationId), filterOf(query)), query);
}

/** One page of the whole platform's audit log (super admins; read as the owner, no organisation bounds it). */
export function listPlatformAuditEvents(db: Database, query: ListPlatformAuditEventsQuery) {
  return listEvents(db, platformFilterOf(query), query);
}

const register = { table: auditEvents, newestFirst: auditEvents.createdAt };

/** The next batch of the audit log an export writes, in the list's order and with its filters. */
export function auditEventBatch(tx: TenantTx, organisationId: string, batch: RegisterBatch, query: Filters) {
  return registerBatch(
    tx,
    register,
    organisationId,
    { ...batch, search: '', filter: filterOf(query) },
    selectEvents(tx),
  );
}

/** The next batch of the platform's audit log an export writes, in the list's order and with its filters. */
export function platformAuditEventBatch(
  db: Database,
  batch: Pick<RegisterBatch, 'after' | 'size'>,
  query: PlatformFilters,
) {
  return keysetBatch(db, register, { ...batch, filter: platformFilterOf(query) }, selectEvents(db));
}
