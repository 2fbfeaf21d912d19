import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { idempotencyKeys } from '@/server/db/schema/idempotency';
import type { TenantTx } from '@/server/db/tenant';

/** How long a key names its first request: a retry within a day replays the reply, later it is a new request. */
const isExpired = () => lte(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`);
/** Expired keys an organisation's new claim deletes on the way, so the table never needs a clean-up job. */
const CLEAR_BATCH = 100;

export interface KeyClaim {
  organisationId: string;
  key: string;
  route: string;
  requestHash: string;
  /** An unfinished request older than this died with its process: a new request may take its key over. */
  abandonedAfterMs: number;
}

export type StoredKey = Pick<
  typeof idempotencyKeys.$inferSelect,
  'route' | 'requestHash' | 'state' | 'replyStatus' | 'replyBody'
>;

/**
 * Claims the key for this request in one statement: a new key, an expired one or an abandoned one becomes this
 * request's (`claimId`); a live one is answered with what it holds. Clears a batch of the organisation's expired
 * keys on the way (SKIP LOCKED, so claims side by side never wait for each other's clean-up).
 */
export async function claimKey(
  tx: TenantTx,
  claim: KeyClaim,
): Promise<{ claimId: string } | { stored: StoredKey | undefined }> {
  const { organisationId, key, route, requestHash, abandonedAfterMs } = claim;
  const abandoned = and(
    eq(idempotencyKeys.state, 'in_progress'),
    lte(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${abandonedAfterMs / 1000})`),
  );
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ organizationId: organisationId, key, route, requestHash, state: 'in_progress' })
    .onConflictDoUpdate({
      target: [idempotencyKeys.organizationId, idempotencyKeys.key],
      set: {
        id: sql`gen_random_uuid()`,
        route,
        requestHash,
        state: 'in_progress',
        replyStatus: null,
        replyBody: null,
        createdAt: sql`now()`,
      },
      setWhere: or(isExpired(), abandoned),
    })
    .returning({ id: idempotencyKeys.id });
  if (claimed) {
    await clearExpiredKeys(tx, organisationId);
    return { claimId: claimed.id };
  }
  const [stored] = await tx
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      state: idempotencyKeys.state,
      replyStatus: idempotencyKeys.replyStatus,
      replyBody: idempotencyKeys.replyBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organizationId, organisationId), eq(idempotencyKeys.key, key)));
  return { stored };
}

/** Keeps the reply of a finished request under its claim (a claim taken over since is left alone). */
export async function completeKey(tx: TenantTx, claimId: string, reply: { status: number; body: string }) {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'complete', replyStatus: reply.status, replyBody: reply.body })
    .where(and(eq(idempotencyKeys.id, claimId), eq(idempotencyKeys.state, 'in_progress')));
}

/** Gives the key back after a failure the client may retry: the retry then runs afresh. */
export async function releaseKey(tx: TenantTx, claimId: string) {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.id, claimId), eq(idempotencyKeys.state, 'in_progress')));
}

async function clearExpiredKeys(tx: TenantTx, organisationId: string) {
  const batch = tx
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organizationId, organisationId), isExpired()))
    .limit(CLEAR_BATCH)
    .for('update', { skipLocked: true });
  await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.id, batch));
}
