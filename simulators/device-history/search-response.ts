/** The simulator's answer to POST /claimscheck/search, field names as on the wire. */

export type FmipStatus = 'activated' | 'lost' | 'notactivated' | 'notapplicable';

export interface ModelInformation {
  manufacturer: string;
  models: { name: string; colour: string; storage: string }[];
}

export interface BlockEvent {
  network: string;
  eventtype: 'BLOCKED' | 'UNBLOCKED';
  recorddate: string;
  reason: string;
}

export interface SearchResponse {
  serial: string;
  serialdetails: { wellformedimei: boolean; modelinformation: ModelInformation[]; fmipstatus: FmipStatus };
  checkmendlastsearched: string | null;
  checkmendstatus: { result: 'green' | 'red'; certid: string };
  blocklist: { blocked: boolean; history: BlockEvent[] };
  patriothistory: { searchdate: string; insurer: string; contactnumber: string | null }[];
  stolen: { recorddate: string; force: string; crimereference: string; reportedby: string }[];
  found: { recorddate: string; organisation: string; contactnumber: string }[];
  loss: { recorddate: string; reportedby: string; reference: string }[];
  ownership: { recorddate: string; registeredby: string; contactnumber: string }[];
  claims: {
    claimdate: string;
    insurer: string;
    claimtype: 'logged' | 'settled';
    claimreference: string;
    contactnumber: string;
  }[];
}

/**
 * An answer of another shape than the one above, as a live service may send: facts missing, or of another type.
 * The app must read what it can and never take what it cannot for a clean result.
 */
export type OffShapeAnswer = { readonly [field: string]: unknown };

export type SearchAnswer = SearchResponse | OffShapeAnswer;
