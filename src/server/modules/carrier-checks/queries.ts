import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { organisationRow } from '@/server/db/organisation-row';
import { personColumns, personName } from '@/server/db/person-name';
import { filteredRegisterBatch, type RegisterBatch } from '@/server/db/register-batch';
import { filterOf, type RegisterSource } from '@/server/db/register-page';
import { users } from '@/server/db/schema/auth';
import { carrierChecks, carrierDeviceImages } from '@/server/db/schema/carrier';
import type { TenantTx } from '@/server/db/tenant';
import { tenantContains } from '@/server/db/tenant-search';
import { pageOffset } from '@/server/http/paging';
import type { ListCarrierChecksQuery } from './schema';

/** A carrier check with the user who ran it. */
export const withPerson = { check: carrierChecks, checkedBy: personColumns };

export async function insertCarrierCheck(tx: TenantTx, check: typeof carrierChecks.$inferInsert) {
  const [row] = await tx.insert(carrierChecks).values(check).returning();
  if (!row) throw new Error('carrier check insert returned no row');
  return row;
}

const carrierCheckSource: RegisterSource = {
  table: carrierChecks,
  newestFirst: carrierChecks.createdAt,
  filters: { handler: carrierChecks.checkedBy },
};

/**
 * One page of the organisation's carrier checks, newest first, optionally those whose IMEI contains `search`, and
 * those the filters (days, who ran it) keep.
 */
export async function listCarrierChecks(tx: TenantTx, organisationId: string, query: ListCarrierChecksQuery) {
  const where = and(
    eq(carrierChecks.organizationId, organisationId),
    query.search ? tenantContains(carrierChecks, query.search) : undefined,
    filterOf(carrierCheckSource, query),
  );
  const items = await tx
    .select(withPerson)
    .from(carrierChecks)
    .leftJoin(users, eq(users.id, carrierChecks.checkedBy))
    .where(where)
    .orderBy(desc(carrierChecks.createdAt), desc(carrierChecks.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [totals] = await tx.select({ total: count() }).from(carrierChecks).where(where);
  return { items, total: Number(totals?.total ?? 0) };
}
export type FoundCarrierCheck = Awaited<ReturnType<typeof listCarrierChecks>>['items'][number];

/** The next batch of the carrier checks an export writes, in the list's order and with its filters. */
export function carrierCheckBatch(
  tx: TenantTx,
  organisationId: string,
  batch: RegisterBatch,
  query: ListCarrierChecksQuery,
) {
  return filteredRegisterBatch(tx, carrierCheckSource, organisationId, batch, query, (where) =>
    tx
      .select({
        id: carrierChecks.id,
        createdAt: carrierChecks.createdAt,
        imei: carrierChecks.imei,
        model: carrierChecks.model,
        esnStatus: carrierChecks.esnStatus,
        deviceStatus: carrierChecks.deviceStatus,
        checkedBy: personName,
      })
      .from(carrierChecks)
      .leftJoin(users, eq(users.id, carrierChecks.checkedBy))
      .where(where)
      .$dynamic(),
  );
}

/** The stored picture a check shows, or undefined when the check is not the organisation's or has none. */
export async function findCarrierCheckImage(tx: TenantTx, organisationId: string, id: string) {
  const [row] = await tx
    .select({
      id: carrierDeviceImages.id,
      contentType: carrierDeviceImages.contentType,
      image: carrierDeviceImages.image,
    })
    .from(carrierChecks)
    .innerJoin(carrierDeviceImages, eq(carrierDeviceImages.id, carrierChecks.deviceImageId))
    .where(organisationRow(carrierChecks, organisationId, id));
  return row;
}

/**
 * The id of a picture already fetched from this URL, if any. Pictures show a product, not a customer, and are shared
 * by every organisation: the owner keeps them (the tenant role only reads them through a check).
 */
export async function findImageIdBySourceUrl(db: Database, sourceUrl: string) {
  const [row] = await db
    .select({ id: carrierDeviceImages.id })
    .from(carrierDeviceImages)
    .where(eq(carrierDeviceImages.sourceUrl, sourceUrl))
    .limit(1);
  return row?.id;
}

/** Stores a picture once per content; a second store of the same bytes (or a racing one) changes nothing. */
export async function saveImage(db: Database, image: typeof carrierDeviceImages.$inferInsert) {
  await db.insert(carrierDeviceImages).values(image).onConflictDoNothing({ target: carrierDeviceImages.id });
}
