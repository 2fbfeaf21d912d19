import { imeiMatchKey } from '@/domain/imei';
import type { TriageRoute } from '@/domain/schemas/triage-rules';
import { carrierChecks, finlockRequests } from '@/server/db/schema/carrier';
import { claimChecks } from '@/server/db/schema/checks';
import { buildSearchResponse } from '../../simulators/device-history/build-search-response';
import { makeDeniedClaim, makeReplacement, makeSettledClaim } from '../fixtures/make-claim-records';
import { makeImei } from '../fixtures/make-imei';
import type { TestApp } from './test-app';

/** What a register's record is given, when the filters are under test. */
export interface FilteredRecord {
  organisationId: string;
  at: Date;
  handler: string | null;
  claimType?: string | null;
  reason?: string;
  verdict?: 'red' | 'green' | null;
  /** The check's triage route; none for a check recorded before triage. */
  route?: TriageRoute | null;
}

type Insert = (t: TestApp, record: FilteredRecord) => Promise<{ id: string }>;

async function firstRow<Row>(rows: Promise<Row[]>): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

function device() {
  const imei = makeImei();
  return { imei, imeiKey: imeiMatchKey(imei) };
}

/** Each list the filters apply to: its path, and a record stored directly (the writes are not under test). */
export const FILTERED_LISTS: Record<string, { path: string; insert: Insert }> = {
  'Claims Review': {
    path: '/api/v1/checks',
    insert: (t, record) => {
      const { imei, imeiKey } = device();
      return firstRow(
        t.services.db
          .insert(claimChecks)
          .values({
            organizationId: record.organisationId,
            imei,
            imeiKey,
            reference: `REF-${imei.slice(-6)}`,
            claimType: record.claimType === undefined ? 'Accidental Damage' : record.claimType,
            checkedBy: record.handler,
            certificateResult: record.verdict === undefined ? 'green' : record.verdict,
            intakeCertificateResult: record.verdict ?? 'green',
            triageRoute: record.route ?? null,
            fullResponse: buildSearchResponse(imei),
            createdAt: record.at,
          })
          .returning({ id: claimChecks.id }),
      );
    },
  },
  'Settled Claims': {
    path: '/api/v1/settled-claims',
    insert: (t, record) =>
      makeSettledClaim(t.services.db, {
        organisationId: record.organisationId,
        settledAt: record.at,
        settledBy: record.handler,
        ...(record.claimType === undefined ? {} : { claimType: record.claimType }),
      }),
  },
  'Denied Claims': {
    path: '/api/v1/denied-claims',
    insert: (t, record) =>
      makeDeniedClaim(t.services.db, {
        organisationId: record.organisationId,
        deniedAt: record.at,
        deniedBy: record.handler,
        ...(record.reason === undefined ? {} : { denialReason: record.reason }),
      }),
  },
  'Replacement Devices': {
    path: '/api/v1/replacement-devices',
    insert: async (t, record) => {
      const settled = await makeSettledClaim(t.services.db, {
        organisationId: record.organisationId,
        settledAt: record.at,
        settledBy: record.handler,
        replacement: makeReplacement(),
      });
      return { id: settled.replacementDeviceId ?? '' };
    },
  },
  'Carrier Check History': {
    path: '/api/v1/carrier-checks',
    insert: (t, record) =>
      firstRow(
        t.services.db
          .insert(carrierChecks)
          .values({
            organizationId: record.organisationId,
            ...device(),
            checkedBy: record.handler,
            fullResponse: {},
            createdAt: record.at,
          })
          .returning({ id: carrierChecks.id }),
      ),
  },
  'FinLock requests': {
    path: '/api/v1/finlock-requests',
    insert: (t, record) =>
      firstRow(
        t.services.db
          .insert(finlockRequests)
          .values({
            organizationId: record.organisationId,
            ...device(),
            requestedBy: record.handler,
            createdAt: record.at,
          })
          .returning({ id: finlockRequests.id }),
      ),
  },
};
