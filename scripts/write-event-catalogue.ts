// `npm run docs:events`: writes the event catalogues into the documentation (see event-catalogue.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOGUES, withCatalogue } from './event-catalogue';

const root = new URL('../', import.meta.url);
for (const catalogue of CATALOGUES) {
  const file = new URL(catalogue.file, root);
  const before = readFileSync(file, 'utf8');
  const after = withCatalogue(before, catalogue);
  if (after !== before) writeFileSync(file, after);
  process.stdout.write(
    `${catalogue.file}: the ${catalogue.name} ${after === before ? 'were current' : 'written'}\n`,
  );
}
