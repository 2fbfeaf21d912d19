import { and, asc, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuditChainBreak } from '@/domain/audit-chain';
import { auditHash, chainedColumns } from '@/server/db/audit-chain';
import type { Database, Transaction } from '@/server/db/client';
import { organizations } from '@/server/db/schema/organisations';
import { auditEvents } from '@/server/db/schema/platform';

/** The first event of a chain that does not hold, and why. */
export interface BrokenEvent {
  id: string;
  occurredAt: Date;
  action: string;
  reason: AuditChainBreak;
}

export interface ChainVerification {
  verified: boolean;
  events: number;
  firstBroken?: BrokenEvent;
}

const WALK_BATCH = 1_000;

const chainOf = (organisationId: string | null): SQL =>
  organisationId === null
    ? isNull(auditEvents.organizationId)
    : eq(auditEvents.organizationId, organisationId);

type ChainedRow = Awaited<ReturnType<typeof chainBatch>>[number];

function chainBatch(db: Database | Transaction, organisationId: string | null, after: number) {
  return db
    .select(chainedColumns)
    .from(auditEvents)
    .where(and(chainOf(organisationId), gt(auditEvents.chainPosition, after)))
    .orderBy(asc(auditEvents.chainPosition))
    .limit(WALK_BATCH);
}

/**
 * Why an event does not hold, checked in this order: an event before it is missing (its place is not the next one),
 * it does not link to the event before it, or its content no longer gives its hash. Undefined when it holds.
 */
function breakOf(row: ChainedRow, expected: { position: number; previousHash: string | null }) {
  if (row.chainPosition !== expected.position) return 'deleted_before';
  if (row.previousHash !== expected.previousHash) return 'link_broken';
  if (row.hash !== auditHash(row)) return 'content_changed';
  return undefined;
}

/**
 * Where the chain begins: after the organisation's anchor once retention has deleted its oldest events (the last
 * deleted event's place and hash), else at place 1 with no event before it.
 */
async function chainStart(db: Database | Transaction, organisationId: string | null) {
  if (organisationId === null) return { position: 1, previousHash: null };
  const [anchor] = await db
    .select({ position: organizations.auditAnchorPosition, hash: organizations.auditAnchorHash })
    .from(organizations)
    .where(eq(organizations.id, organisationId));
  return { position: (anchor?.position ?? 0) + 1, previousHash: anchor?.hash ?? null };
}

/**
 * Walks one organisation's audit chain (the platform's own with null) oldest first from where it begins, checking
 * each event's place, link and hash, and names the first that does not hold. An event with no place in the chain was
 * written outside the app: it is broken too (its link), when the chain itself holds.
 */
export async function verifyAuditChain(
  db: Database | Transaction,
  organisationId: string | null,
): Promise<ChainVerification> {
  let events = 0;
  let firstBroken: BrokenEvent | undefined;
  const expected: { position: number; previousHash: string | null } = await chainStart(db, organisationId);
  for (let rows = await chainBatch(db, organisationId, expected.position - 1); rows.length > 0; ) {
    for (const row of rows) {
      events += 1;
      const reason = firstBroken ? undefined : breakOf(row, expected);
      if (reason) firstBroken = { id: row.id, occurredAt: row.createdAt, action: row.action, reason };
      expected.position = (row.chainPosition as number) + 1;
      expected.previousHash = row.hash;
    }
    rows = rows.length < WALK_BATCH ? [] : await chainBatch(db, organisationId, expected.position - 1);
  }
  const unchained = and(chainOf(organisationId), isNull(auditEvents.chainPosition));
  const [outside] = await db.select({ count: count() }).from(auditEvents).where(unchained);
  events += outside?.count ?? 0;
  if (!firstBroken && outside?.count) {
    const [first] = await db
      .select({ id: auditEvents.id, occurredAt: auditEvents.createdAt, action: auditEvents.action })
      .from(auditEvents)
      .where(unchained)
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
      .limit(1);
    if (first) firstBroken = { ...first, reason: 'link_broken' };
  }
  return firstBroken ? { verified: false, events, firstBroken } : { verified: true, events };
}

/** One chain's verification, with its organisation (null and unnamed for the platform's own events). */
export interface NamedChainVerification extends ChainVerification {
  organisationId: string | null;
  organisation: string | null;
}

/** Every chain of the database, the platform's own first, then the organisations' by name (read as the owner). */
export async function verifyEveryAuditChain(db: Database): Promise<NamedChainVerification[]> {
  const chains = await db
    .selectDistinct({ organisationId: auditEvents.organizationId, organisation: organizations.name })
    .from(auditEvents)
    .leftJoin(organizations, eq(organizations.id, auditEvents.organizationId))
    .orderBy(sql`${organizations.name} nulls first`, asc(auditEvents.organizationId));
  const verified: NamedChainVerification[] = [];
  for (const chain of chains)
    verified.push({ ...chain, ...(await verifyAuditChain(db, chain.organisationId)) });
  return verified;
}

/** Several chains' verifications as one: every event counted, the first chain's first broken event named. */
export function combinedVerification(chains: ChainVerification[]): ChainVerification {
  const events = chains.reduce((sum, chain) => sum + chain.events, 0);
  const firstBroken = chains.find((chain) => chain.firstBroken)?.firstBroken;
  return firstBroken ? { verified: false, events, firstBroken } : { verified: true, events };
}
