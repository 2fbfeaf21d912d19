import type { LockStatus, ModelCandidate, Reported } from '@/domain/device-report';

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Model candidates kept of one answer; a device has a handful, so more is noise (or an attempt to flood the screen). */
export const MAX_MODEL_CANDIDATES = 50;

/**
 * Reads the facts of an answer that are not part of the verdict core. Their names and types are not confirmed by
 * the vendor, so a missing or wrongly shaped field is never fatal: it reads as not reported (null), and the field
 * is named in `unreported` for the log. Lists are read item by item: an item that is not a record (a null) is left
 * out and named, and the others are kept.
 */
export class FactReader {
  readonly unreported: string[] = [];

  constructor(private readonly answer: Json) {}

  /** A list of records (`stolen`, `blocklist.history`...), each mapped by `item`; null when not a list. */
  list<T>(path: string, item: (record: Json) => T): Reported<T[]> {
    const value = this.at(path);
    if (!Array.isArray(value)) return this.missing(path, value, 'a list of records');
    return this.records(path, value).map(item);
  }

  /** A yes/no fact; booleans, "true"/"false", "Y"/"N", "yes"/"no" and 1/0 all read. */
  flag(path: string): Reported<boolean> {
    const value = this.at(path);
    if (typeof value === 'boolean') return value;
    const word = String(value).trim().toLowerCase();
    if (['true', 'y', 'yes', '1'].includes(word) && (typeof value === 'string' || value === 1)) return true;
    if (['false', 'n', 'no', '0'].includes(word) && (typeof value === 'string' || value === 0)) return false;
    return this.missing(path, value, 'yes or no');
  }

  /** The activation-lock state, from `serialdetails` or the top level (the vendor does not show its nesting). */
  lockStatus(): Reported<LockStatus> {
    const path =
      this.at('serialdetails.fmipstatus') === undefined ? 'fmipstatus' : 'serialdetails.fmipstatus';
    const value = this.at(path);
    const status = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if (LOCK_STATUSES.includes(status)) return status as LockStatus;
    return this.missing(path, value, `one of ${LOCK_STATUSES.join(', ')}`);
  }

  /** A date or null (null: never); not reported when absent or of another type. */
  dateOrNever(path: string): Reported<{ date: string | null }> {
    const value = this.at(path);
    if (value === null) return { date: null };
    if (typeof value === 'string') return { date: value.trim() || null };
    return this.missing(path, value, 'a date or null');
  }

  /**
   * Every make and model candidate, at most MAX_MODEL_CANDIDATES: `modelinformation[].models[]`, or the older flat
   * `make`/`model`.
   */
  modelCandidates(): ModelCandidate[] {
    const path = 'serialdetails.modelinformation';
    const information = this.at(path);
    if (Array.isArray(information)) {
      const candidates = information.flatMap((maker, index) => {
        if (!this.isItem(path, maker, index)) return [];
        const manufacturer = text(maker.manufacturer);
        const models = Array.isArray(maker.models)
          ? this.records(`${path}[${index}].models`, maker.models)
          : [];
        if (models.length === 0) return [{ manufacturer, model: null, colour: null, storage: null }];
        return models.map((model) => ({
          manufacturer,
          model: text(model.name),
          colour: text(model.colour),
          storage: text(model.storage),
        }));
      });
      if (candidates.length > MAX_MODEL_CANDIDATES) {
        this.unreported.push(
          `${path} (${candidates.length} candidates, the first ${MAX_MODEL_CANDIDATES} kept)`,
        );
      }
      return candidates.slice(0, MAX_MODEL_CANDIDATES);
    }
    const make = text(this.at('serialdetails.make'));
    const model = text(this.at('serialdetails.model'));
    if (make || model) return [{ manufacturer: make, model, colour: null, storage: null }];
    if (information !== undefined) this.missing('serialdetails.modelinformation', information, 'a list');
    return [];
  }

  /** The records of a list; every other item is left out and named (`claims[2] (null, not a record)`). */
  private records(path: string, items: unknown[]): Json[] {
    return items.filter((item, index): item is Json => this.isItem(path, item, index));
  }

  private isItem(path: string, item: unknown, index: number): item is Json {
    if (isRecord(item)) return true;
    this.unreported.push(`${path}[${index}] (${describeValue(item)}, not a record)`);
    return false;
  }

  private at(path: string): unknown {
    let value: unknown = this.answer;
    for (const key of path.split('.')) value = isRecord(value) ? value[key] : undefined;
    return value;
  }

  private missing(path: string, value: unknown, expected: string): null {
    this.unreported.push(
      value === undefined ? `${path} (absent)` : `${path} (${describeValue(value)}, not ${expected})`,
    );
    return null;
  }
}

const LOCK_STATUSES: readonly string[] = [
  'activated',
  'lost',
  'notactivated',
  'notapplicable',
] satisfies LockStatus[];

/** A text field of a record as sent; a number is written out; anything else is null. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value).slice(0, 40)}`;
}
