import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import type { BulkIntakeValidation } from '@/domain/contracts/bulk-intakes';
import { intakeMessages } from '@/domain/intake-messages';
import { ScrollX } from '@/web/components/ui/scroll-x';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';

/** What a file would give: how many rows can be checked, and every other line with its reason. */
export function BulkProblems({ validation }: { validation: BulkIntakeValidation }) {
  return (
    <section aria-label="Check of the rows" className="flex min-w-0 flex-col gap-3">
      <p role="status" className="font-medium">
        {text.validSummary(validation.valid, validation.total)}
      </p>
      {validation.problems.length > 0 ? (
        <>
          <h3 className="font-semibold">{text.problemsTitle}</h3>
          <ScrollX label={text.problemsTitle} className="max-h-96 overflow-y-auto">
            <Table aria-label={text.problemsTitle}>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-20">Line</TableHead>
                  <TableHead>IMEI</TableHead>
                  <TableHead>Claim Reference</TableHead>
                  <TableHead>Problem</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {validation.problems.map((problem) => (
                  <TableRow key={problem.line}>
                    <TableCell>{problem.line}</TableCell>
                    <TableCell className="font-mono">{problem.imei ?? '–'}</TableCell>
                    <TableCell>{problem.reference ?? '–'}</TableCell>
                    <TableCell wrap className="min-w-48">
                      {problem.title === intakeMessages.validationError ? '' : `${problem.title}: `}
                      {problem.message}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollX>
        </>
      ) : null}
    </section>
  );
}
