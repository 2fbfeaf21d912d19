import { createHash } from 'node:crypto';

export interface SerialRandom {
  /** True with probability `share` (0..1). */
  chance(share: number): boolean;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A `YYYY-MM-DD HH:MM:SS` moment between 2022-01-01 and 2025-06-30 (UTC), the provider's date format. */
  date(): string;
}

const FIRST_DAY = Date.UTC(2022, 0, 1);
const LAST_DAY = Date.UTC(2025, 5, 30);

/**
 * A random sequence seeded by the serial's SHA-256, so every serial gets the same answer on every run and machine,
 * and neighbouring serials get unrelated ones.
 */
export function randomFromSerial(serial: string): SerialRandom {
  let state = createHash('sha256').update(serial).digest().readUInt32BE(0);
  // mulberry32: small, fast and well mixed; quality beyond that does not matter for test data.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    chance: (share) => next() < share,
    int,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    date: () => {
      const minutes = int(0, (LAST_DAY - FIRST_DAY) / 60_000);
      return new Date(FIRST_DAY + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    },
  };
}
