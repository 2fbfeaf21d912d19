import { REDUCED_ANSWER_MARK } from '@/domain/device-report';
import { isRecord, type Json } from './read-facts';

/** What is kept of a field: the value itself (a text, number or yes/no), the kept fields of a record, or of each one. */
type Kept = true | { [key: string]: Kept } | [Kept];

/**
 * The facts a claim decision uses, by the provider's own field names: the verdict, the lock, the block and its
 * history, the device's make and model, and of each list of records its dates and the organisations named (a police
 * force, an insurer, a network). Contact numbers, crime and claim references and the names of who reported or
 * registered the device are not kept, nor any field the app does not read.
 */
const FACTS: { [key: string]: Kept } = {
  serial: true,
  serialdetails: {
    wellformedimei: true,
    fmipstatus: true,
    make: true,
    model: true,
    modelinformation: [{ manufacturer: true, models: [{ name: true, colour: true, storage: true }] }],
  },
  fmipstatus: true,
  checkmendstatus: { result: true, certid: true },
  checkmendlastsearched: true,
  blocklist: { blocked: true, history: [{ network: true, eventtype: true, recorddate: true, reason: true }] },
  patriothistory: [{ searchdate: true, insurer: true }],
  stolen: [{ recorddate: true, force: true }],
  found: [{ recorddate: true, organisation: true }],
  loss: [{ recorddate: true }],
  ownership: [{ recorddate: true }],
  claims: [{ claimdate: true, insurer: true, claimtype: true }],
};

function keep(value: unknown, kept: Kept): unknown {
  if (kept === true) return typeof value === 'object' && value !== null ? undefined : value;
  if (Array.isArray(kept))
    return Array.isArray(value) ? value.filter(isRecord).map((item) => keep(item, kept[0])) : undefined;
  if (!isRecord(value)) return undefined;
  const out: Json = {};
  for (const [key, field] of Object.entries(kept)) {
    const picked = keep(value[key], field);
    if (picked !== undefined) out[key] = picked;
  }
  return out;
}

/**
 * A stored provider answer reduced to the facts a decision uses (FACTS), marked with the time: it still parses as
 * the same verdict, lock, block and record counts, its reduced fields reading as not given. `serial` replaces the
 * device's IMEI when the record is anonymised. An answer reduced before is reduced again to the same facts.
 */
export function reduceDeviceHistoryAnswer(answer: unknown, at: Date, serial?: string): Json {
  const reduced = keep(answer, FACTS) as Json | undefined;
  return { ...reduced, ...(serial === undefined ? {} : { serial }), [REDUCED_ANSWER_MARK]: at.toISOString() };
}
