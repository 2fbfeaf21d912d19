import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/domain/errors';
import { CATALOGUES, withCatalogue } from './event-catalogue';

const root = new URL('../', import.meta.url);

describe('the catalogues in the documentation', () => {
  it.each(CATALOGUES)(
    '$file lists the $name as $source defines them (else run npm run docs:events)',
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

  it('lists every error code the API answers, one line each, and integration.md links to the list', () => {
    const errors = readFileSync(new URL('docs/errors.md', root), 'utf8');
    for (const code of ERROR_CODES)
      expect(errors).toMatch(new RegExp(`^\\| \`${code}\` \\| \\S.* \\|$`, 'm'));
    expect(readFileSync(new URL('docs/integration.md', root), 'utf8')).toContain('[errors.md](errors.md)');
  });
});
