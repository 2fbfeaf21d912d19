import type { DeviceHistoryResponse } from './schema';
import type { BlockRecord, CarrierSighting, DeviceHistoryResult, LockStatus } from './types';

const LOCK_STATUSES: readonly string[] = [
  'activated',
  'lost',
  'notactivated',
  'notapplicable',
] satisfies LockStatus[];

/** The provider's answer in the app's words: camelCase, nulls for anything missing, arrays never absent. */
export function normaliseDeviceHistoryResponse(response: DeviceHistoryResponse): DeviceHistoryResult {
  const details = response.serialdetails;
  const firstMake = details.modelinformation?.[0];
  const lockStatus = LOCK_STATUSES.includes(details.fmipstatus ?? '')
    ? (details.fmipstatus as LockStatus)
    : null;
  const blockHistory = (response.blocklist?.history ?? []).map(
    (record): BlockRecord => ({
      network: record.network ?? null,
      eventType: record.eventtype ?? null,
      recordDate: record.recorddate ?? null,
      reason: record.reason ?? null,
    }),
  );
  const { result, certid } = response.checkmendstatus;
  return {
    serial: response.serial,
    make: firstMake?.manufacturer ?? details.make ?? null,
    model: firstMake?.models?.[0]?.name ?? details.model ?? null,
    isWellFormedImei: details.wellformedimei,
    lockStatus,
    isLockActive: lockStatus === 'activated' || lockStatus === 'lost',
    isBlocked: response.blocklist?.blocked === true,
    blockHistory,
    // Recipero withdrew per-reason flags because clients decided on them; the overall verdict is what counts, and
    // anything other than green (an unknown "caution", say) must not pass as clean.
    certificate: {
      result: result == null ? null : result === 'green' ? 'green' : 'red',
      id: certid == null ? null : String(certid),
    },
    certificateLastSearched: response.checkmendlastsearched ?? null,
    earlierSearches: (response.patriothistory ?? []).map((search) => ({
      searchDate: search.searchdate ?? null,
      insurer: search.insurer ?? null,
      contactNumber: search.contactnumber ?? null,
    })),
    stolen: (response.stolen ?? []).map((record) => ({
      recordDate: record.recorddate ?? null,
      force: record.force ?? null,
      crimeReference: record.crimereference ?? null,
      reportedBy: record.reportedby ?? null,
    })),
    found: (response.found ?? []).map((record) => ({
      recordDate: record.recorddate ?? null,
      organisation: record.organisation ?? null,
      contactNumber: record.contactnumber ?? null,
    })),
    lost: (response.loss ?? []).map((record) => ({
      recordDate: record.recorddate ?? null,
      reportedBy: record.reportedby ?? null,
      reference: record.reference ?? null,
    })),
    ownership: (response.ownership ?? []).map((record) => ({
      recordDate: record.recorddate ?? null,
      registeredBy: record.registeredby ?? null,
      contactNumber: record.contactnumber ?? null,
    })),
    claims: (response.claims ?? []).map((claim) => ({
      claimDate: claim.claimdate ?? null,
      insurer: claim.insurer ?? null,
      claimType: claim.claimtype ?? null,
      claimReference: claim.claimreference ?? null,
      contactNumber: claim.contactnumber ?? null,
    })),
    lastKnownCarriers: lastKnownCarriers(blockHistory),
    raw: response,
  };
}

/**
 * The block history is the only place the answer names networks, so it is where the carriers the device was last
 * seen on come from: each network once, with its latest record, newest first. Dates compare as text because the
 * provider's `YYYY-MM-DD HH:MM:SS` sorts that way.
 */
function lastKnownCarriers(history: BlockRecord[]): CarrierSighting[] {
  const latest = new Map<string, string | null>();
  for (const { network, recordDate } of history) {
    if (!network) continue;
    const seen = latest.get(network);
    if (seen === undefined || (recordDate ?? '') > (seen ?? '')) latest.set(network, recordDate);
  }
  return [...latest]
    .map(([network, recordDate]) => ({ network, recordDate }))
    .sort((a, b) => (b.recordDate ?? '').localeCompare(a.recordDate ?? ''));
}
