import { cleanSearchResponse, generateSearchResponse } from './generate-search-response';
import { findScenario, SCENARIOS } from './scenarios';
import type { SearchAnswer } from './search-response';

/**
 * The 200 answer for a serial: the catalogue's when it lists the serial, otherwise one derived from its hash.
 * `searchNumber` (1 for the first search of the serial) matters only to scenarios whose answer changes.
 */
export function buildSearchResponse(serial: string, searchNumber = 1): SearchAnswer {
  const scenario = findScenario(serial);
  if (!scenario) return generateSearchResponse(serial);
  const clean = cleanSearchResponse(serial);
  return scenario.respond ? scenario.respond(clean, searchNumber) : clean;
}

const serialByCrimeReference = new Map(
  SCENARIOS.flatMap(({ imei }) => {
    const { stolen } = buildSearchResponse(imei);
    const records = Array.isArray(stolen) ? (stolen as Array<{ crimereference?: string }>) : [];
    return records.map((record) => [String(record.crimereference).toUpperCase(), imei] as const);
  }),
);

/** A crime-reference search resolves to the catalogue serial whose stolen record carries that reference. */
export function findSerialByCrimeReference(crimeReference: string): string | undefined {
  return serialByCrimeReference.get(crimeReference.toUpperCase());
}
