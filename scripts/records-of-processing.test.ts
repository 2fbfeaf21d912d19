import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  RECORDS_OF_PROCESSING_FILE,
  recordsOfProcessingPage,
  schemaColumns,
  staleDeclarations,
  undeclaredColumns,
} from './records-of-processing';

describe('the records of processing', () => {
  it('declare every column that looks personal (src/server/db/personal-data.ts), and no column the schema lacks', () => {
    expect(undeclaredColumns()).toEqual([]);
    expect(staleDeclarations()).toEqual([]);
  });

  it('catch a new column that looks personal, however it is spelt', () => {
    const tables = schemaColumns();
    tables.set('claim_checks', [...(tables.get('claim_checks') ?? []), 'policyholder_phone']);
    tables.set('newsletter', ['id', 'email']);
    expect(undeclaredColumns(tables)).toEqual(['claim_checks.policyholder_phone', 'newsletter.email']);
  });

  it(`${RECORDS_OF_PROCESSING_FILE} is what npm run docs:processing writes`, () => {
    const page = readFileSync(new URL(`../${RECORDS_OF_PROCESSING_FILE}`, import.meta.url), 'utf8');
    expect(page).toBe(recordsOfProcessingPage());
    expect(page).toContain(
      "| `settled_claims` | `imei` | the device's IMEI (ties a device to its owner) | the settled-claims register and the registry | decided claims: anonymised the organization's decidedClaimsYears after the decision |",
    );
  });
});
