import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, withCatalogue } from './event-catalogue';

const root = new URL('../', import.meta.url);

describe('the event catalogues in the documentation', () => {
  it.each(CATALOGUES)(
    '$file lists the $name as the code defines them (else run npm run docs:events)',
    (catalogue) => {
      const document = readFileSync(new URL(catalogue.file, root), 'utf8');
      expect(document).toBe(withCatalogue(document, catalogue));
    },
  );

  it('lists every webhook event with the fields of its payload', () => {
    const integration = readFileSync(new URL('docs/integration.md', root), 'utf8');
    expect(integration).toContain(
      '| `claim.settled` | a claim is settled | `settledClaimId`, `claimId` (the same id), `checkId`, `imei`,',
    );
  });
});
