// `npm run docs:processing`: writes docs/records-of-processing.md from src/server/db/personal-data.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { RECORDS_OF_PROCESSING_FILE, recordsOfProcessingPage } from './records-of-processing';

const file = new URL(`../${RECORDS_OF_PROCESSING_FILE}`, import.meta.url);
const page = recordsOfProcessingPage();
let before = '';
try {
  before = readFileSync(file, 'utf8');
} catch {
  // Not written yet.
}
if (page !== before) writeFileSync(file, page);
process.stdout.write(`${RECORDS_OF_PROCESSING_FILE}: ${page === before ? 'was current' : 'written'}\n`);
