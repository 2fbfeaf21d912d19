import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '@/server/db/contains-pattern';
import { personName } from '@/server/db/person-name';
import { type RegisterBatch, registerBatch } from '@/server/db/register-batch';
import { apiKeys } from '@/server/db/schema/api-keys';
import { users } from '@/server/db/schema/auth';
import { auditEvents } from '@/server/db/schema/platform';
import type { TenantTx } from '@/server/db/tenant';
import { pageOffset } from '@/server/http/paging';
import type { ListAuditEventsQuery } from './schema';

type Filters = Pick<ListAuditEventsQuery, 'search' | 'from' | 'to'>;

/** The search (action, subject kind, actor's name or e-mail, details such as an IMEI) and the days, as one condition. */
function filterOf({ search, from, to }: Filters): SQL | undefined {
  const pattern = containsPattern(search);
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
    from ? gte(auditEvents.createdAt, sql`${from}::date`) : undefined,
    to ? lt(auditEvents.createdAt, sql`${to}::date + 1`) : undefined,
  );
}

const selectEvents = (tx: TenantTx) => (where: SQL | undefined) =>
  tx
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      subjectId: auditEvents.subjectId,
      actor: personName,
      apiKey: apiKeys.name,
      details: sql<Record<string, unknown> | null>`${auditEvents.details}`,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditEvents.actorApiKeyId))
    .where(where)
    .$dynamic();

/** One page of the organisation's audit log, newest first, with the number of events matching. */
export async function listAuditEvents(tx: TenantTx, organisationId: string, query: ListAuditEventsQuery) {
  const where = and(eq(auditEvents.organizationId, organisationId), filterOf(query));
  const items = await selectEvents(tx)(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [totals] = await tx
    .select({ total: count() })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where);
  return { items, total: Number(totals?.total ?? 0) };
}

/** The next batch of the audit log an export writes, in the list's order and with its filters. */
export function auditEventBatch(tx: TenantTx, organisationId: string, batch: RegisterBatch, query: Filters) {
  return registerBatch(
    tx,
    { table: auditEvents, newestFirst: auditEvents.createdAt },
    organisationId,
    { ...batch, search: '', filter: filterOf(query) },
    selectEvents(tx),
  );
}
