import { z } from 'zod';
import type { BlockRecord, CarrierSighting, CertificateResult, Reported } from '@/domain/device-report';
import { FactReader, isRecord, text } from './read-facts';
import { VerdictCoreSchema } from './schema';
import type { DeviceHistoryResult } from './types';

export type ParsedAnswer =
  | {
      ok: true;
      result: DeviceHistoryResult;
      /** Facts not reported and list items left out, for the log. */
      unreported: string[];
      /** The verdict word as sent when it is neither green nor red (read as red), for the log. */
      unknownVerdict: string | null;
    }
  | { ok: false; problem: string };

/**
 * The verdict, compared without regard to case or surrounding spaces (the provider asks clients to). Only green is
 * clean: any other word (a "caution", say) must not pass as clean, so it reads red.
 */
function readVerdict(word: string): { result: CertificateResult; isKnown: boolean } {
  const normal = word.trim().toLowerCase();
  if (normal === 'green' || normal === 'red') return { result: normal, isKnown: true };
  return { result: 'red', isKnown: false };
}

/**
 * The provider's answer in the app's words. The verdict core must be there and well typed, or the answer is not a
 * check; every other fact is what the provider reported, or null (not reported), never a clean default.
 */
export function parseDeviceHistoryAnswer(answer: unknown): ParsedAnswer {
  const core = VerdictCoreSchema.safeParse(answer);
  if (!core.success || !isRecord(answer)) {
    const problem = core.success ? 'not an object' : z.prettifyError(core.error);
    return { ok: false, problem: `no verdict in the answer: ${problem}` };
  }
  const { serial, serialdetails, checkmendstatus } = core.data;
  const read = new FactReader(answer);
  const candidates = read.modelCandidates();
  const lockStatus = read.lockStatus();
  const blockHistory = read.list('blocklist.history', toBlockRecord);
  const verdict = readVerdict(checkmendstatus.result);
  const result: DeviceHistoryResult = {
    serial,
    make: candidates[0]?.manufacturer ?? null,
    model: candidates[0]?.model ?? null,
    modelCandidates: candidates,
    isWellFormedImei: serialdetails.wellformedimei,
    lockStatus,
    isLockActive: lockStatus === 'activated' || lockStatus === 'lost',
    isBlocked: read.flag('blocklist.blocked'),
    blockHistory,
    // Recipero withdrew per-reason flags because clients decided on them; the overall verdict is what counts.
    certificate: {
      result: verdict.result,
      id: String(checkmendstatus.certid).trim(),
    },
    certificateLastSearched: read.dateOrNever('checkmendlastsearched'),
    earlierSearches: read.list('patriothistory', (search) => ({
      searchDate: text(search.searchdate),
      insurer: text(search.insurer),
      contactNumber: text(search.contactnumber),
    })),
    stolen: read.list('stolen', (record) => ({
      recordDate: text(record.recorddate),
      force: text(record.force),
      crimeReference: text(record.crimereference),
      reportedBy: text(record.reportedby),
    })),
    found: read.list('found', (record) => ({
      recordDate: text(record.recorddate),
      organisation: text(record.organisation),
      contactNumber: text(record.contactnumber),
    })),
    lost: read.list('loss', (record) => ({
      recordDate: text(record.recorddate),
      reportedBy: text(record.reportedby),
      reference: text(record.reference),
    })),
    ownership: read.list('ownership', (record) => ({
      recordDate: text(record.recorddate),
      registeredBy: text(record.registeredby),
      contactNumber: text(record.contactnumber),
    })),
    claims: read.list('claims', (claim) => ({
      claimDate: text(claim.claimdate),
      insurer: text(claim.insurer),
      claimType: text(claim.claimtype),
      claimReference: text(claim.claimreference),
      contactNumber: text(claim.contactnumber),
    })),
    lastKnownCarriers: lastKnownCarriers(blockHistory),
    raw: answer,
  };
  return {
    ok: true,
    result,
    unreported: read.unreported,
    unknownVerdict: verdict.isKnown ? null : checkmendstatus.result,
  };
}

function toBlockRecord(record: Record<string, unknown>): BlockRecord {
  return {
    network: text(record.network),
    eventType: text(record.eventtype),
    recordDate: text(record.recorddate),
    reason: text(record.reason),
  };
}

/**
 * The block history is the only place the answer names networks, so it is where the carriers the device was last
 * seen on come from: each network once, with its latest record, newest first. Dates compare as text because the
 * provider's `YYYY-MM-DD HH:MM:SS` sorts that way.
 */
function lastKnownCarriers(history: Reported<BlockRecord[]>): CarrierSighting[] {
  const latest = new Map<string, string | null>();
  for (const { network, recordDate } of history ?? []) {
    if (!network) continue;
    const seen = latest.get(network);
    if (seen === undefined || (recordDate ?? '') > (seen ?? '')) latest.set(network, recordDate);
  }
  return [...latest]
    .map(([network, recordDate]) => ({ network, recordDate }))
    .sort((a, b) => (b.recordDate ?? '').localeCompare(a.recordDate ?? ''));
}
