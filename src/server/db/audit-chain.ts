import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database-types';
import { auditEvents } from './schema/platform';

/**
 * What an audit event's hash covers: the event as stored and the hash of the event before it in its chain (the
 * organisation's events; the platform's own apart). docs/integration.md ("Verifying the audit log") tells a third
 * party how to compute it again from the CSV export.
 */
export interface ChainedContent {
  id: string;
  organizationId: string | null;
  actorUserId: string | null;
  actorApiKeyId: string | null;
  /** The directory's SCIM token, when a directory acted; covered by the hash only then. */
  actorScimTokenId?: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: unknown;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  previousHash: string | null;
}

/**
 * A JSON value in canonical form (RFC 8785, the JSON Canonicalization Scheme, for the values JSON holds): no spaces,
 * object keys sorted by their UTF-16 code units, strings and numbers as JSON.stringify writes them.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  const entries = keys.map(
    (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
  );
  return `{${entries.join(',')}}`;
}

/**
 * The event's hash: SHA-256, in lowercase hex, of its content as canonical JSON, the time as ISO 8601 in UTC to the
 * millisecond. The details are taken as the database keeps them (JSON: a key whose value is undefined is left out).
 */
export function auditHash(content: ChainedContent): string {
  const details = content.details == null ? null : JSON.parse(JSON.stringify(content.details));
  const covered = {
    id: content.id,
    organizationId: content.organizationId,
    actorUserId: content.actorUserId,
    actorApiKeyId: content.actorApiKeyId,
    ...(content.actorScimTokenId ? { actorScimTokenId: content.actorScimTokenId } : {}),
    action: content.action,
    subjectType: content.subjectType,
    subjectId: content.subjectId,
    details,
    ipAddress: content.ipAddress,
    userAgent: content.userAgent,
    createdAt: content.createdAt.toISOString(),
    previousHash: content.previousHash,
  };
  return createHash('sha256').update(canonicalJson(covered), 'utf8').digest('hex');
}

/** What an event's hash needs of its row, as every reader of the chain selects it. */
export const chainedColumns = {
  id: auditEvents.id,
  organizationId: auditEvents.organizationId,
  actorUserId: auditEvents.actorUserId,
  actorApiKeyId: auditEvents.actorApiKeyId,
  actorScimTokenId: auditEvents.actorScimTokenId,
  action: auditEvents.action,
  subjectType: auditEvents.subjectType,
  subjectId: auditEvents.subjectId,
  details: auditEvents.details,
  ipAddress: auditEvents.ipAddress,
  userAgent: auditEvents.userAgent,
  createdAt: auditEvents.createdAt,
  previousHash: auditEvents.previousHash,
  chainPosition: auditEvents.chainPosition,
  hash: auditEvents.hash,
};

/** The next place of a chain, as `audit_chain_next` gives it: the chain is the transaction's from then on. */
export interface ChainLink {
  previousHash: string | null;
  chainPosition: number;
  createdAt: Date;
  /** The API key the transaction works with (its setting; see withTenant), null when none. */
  actorApiKeyId: string | null;
}

/** Takes the organisation's chain (the platform's with null) until the transaction ends, and its next place. */
export async function nextChainLink(tx: Transaction, organisationId: string | null): Promise<ChainLink> {
  const [link] = await tx
    .select({
      previousHash: sql<string | null>`previous_hash`,
      chainPosition: sql<number>`chain_position::int`,
      createdAt: sql<string>`created_at`.mapWith(auditEvents.createdAt),
      actorApiKeyId: sql<string | null>`actor_api_key_id`,
    })
    .from(sql`audit_chain_next(${organisationId}::uuid)`);
  if (!link) throw new Error('audit_chain_next gave no row');
  return link;
}

const BACKFILL_BATCH = 500;

/**
 * Hashes, in their chain's order, the events that have a place in a chain but no hash yet: the events written before
 * the chain existed, numbered by migration 0043 and hashed here once (the hash is computed by this code alone). Runs
 * after the migrations; finds nothing to do after its first run. Returns how many it hashed.
 */
export async function chainUnhashedEvents(db: Database): Promise<number> {
  let hashed = 0;
  const lastOf = new Map<string | null, { position: number; hash: string }>();
  for (;;) {
    const rows = await db
      .select(chainedColumns)
      .from(auditEvents)
      .where(and(isNull(auditEvents.hash), isNotNull(auditEvents.chainPosition)))
      .orderBy(sql`${auditEvents.organizationId} nulls first`, asc(auditEvents.chainPosition))
      .limit(BACKFILL_BATCH);
    if (rows.length === 0) return hashed;
    const updates: { id: string; hash: string; previous_hash: string | null }[] = [];
    for (const row of rows) {
      const position = row.chainPosition as number;
      const previousHash = position === 1 ? null : await hashBefore(db, lastOf, row.organizationId, position);
      const hash = auditHash({ ...row, previousHash });
      lastOf.set(row.organizationId, { position, hash });
      updates.push({ id: row.id, hash, previous_hash: previousHash });
    }
    await db.execute(sql`update audit_events as a set hash = v.hash, previous_hash = v.previous_hash
      from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as v(id uuid, hash text, previous_hash text)
      where a.id = v.id`);
    hashed += rows.length;
  }
}

/** The hash of the event just before `position` in the organisation's chain: the one just hashed, or as stored. */
async function hashBefore(
  db: Database,
  lastOf: Map<string | null, { position: number; hash: string }>,
  organisationId: string | null,
  position: number,
): Promise<string | null> {
  const last = lastOf.get(organisationId);
  if (last?.position === position - 1) return last.hash;
  const [before] = await db
    .select({ hash: auditEvents.hash })
    .from(auditEvents)
    .where(
      and(
        organisationId === null
          ? isNull(auditEvents.organizationId)
          : eq(auditEvents.organizationId, organisationId),
        eq(auditEvents.chainPosition, position - 1),
      ),
    );
  return before?.hash ?? null;
}
