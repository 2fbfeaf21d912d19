import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { bulkIntakeResults } from '@/domain/contracts/bulk-intakes';
import { intakeMessages } from '@/domain/intake-messages';
import { ActionsTableHeader } from '@/web/components/actions-table-header';
import { PageSteps } from '@/web/components/pager';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ScrollX } from '@/web/components/ui/scroll-x';
import { Table, TableBody, TableCell, TableRow } from '@/web/components/ui/table';
import { BULK_ROWS_PAGE_SIZE, useBulkIntakeRows } from '@/web/features/bulk-intake/api/bulk-intake';
import { routeUrl } from '@/web/lib/api-client';
import { RetryButton } from './retry-button';

const COLUMNS = ['Line', 'IMEI', 'Claim Type', 'Claim Reference', 'Outcome', 'Verdict'];

const BADGES = {
  pending: 'secondary',
  searching: 'secondary',
  done: 'secondary',
  failed: 'destructive',
  rejected: 'outline',
} as const;

/**
 * Every line of the file in file order, a page at a time: each row's outcome and verdict with a link to its check,
 * a failed row's reason and its retry, a rejected line's reason; and the results as CSV.
 */
export function BulkIntakeResults({
  id,
  isRunning,
  canRetry,
}: {
  id: string;
  isRunning: boolean;
  /** Failed rows may be searched again (the batch did not stop for its uploader's access). */
  canRetry: boolean;
}) {
  const [page, setPage] = useState(1);
  const rows = useBulkIntakeRows(id, page, isRunning);
  const pageCount = Math.max(Math.ceil((rows.data?.total ?? 0) / BULK_ROWS_PAGE_SIZE), 1);
  return (
    <Card className="min-w-0">
      <CardHeader row className="flex-wrap items-center justify-between gap-2">
        <CardTitle>{text.resultsTitle}</CardTitle>
        <Button asChild variant="outline">
          <a href={routeUrl(bulkIntakeResults, { params: { id } })} download>
            <Download aria-hidden="true" /> {text.download}
          </a>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ScrollX label={text.resultsTitle}>
          <Table aria-label={text.resultsTitle}>
            <ActionsTableHeader columns={COLUMNS} />
            <TableBody>
              {(rows.data?.items ?? []).map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell className="font-mono">{row.imei}</TableCell>
                  <TableCell>{row.claimType}</TableCell>
                  <TableCell>{row.reference ?? 'No reference'}</TableCell>
                  <TableCell wrap className="min-w-48">
                    <Badge variant={BADGES[row.state]}>{text.outcomes[row.state]}</Badge>
                    {row.message ? (
                      <p className="mt-1 max-w-md text-sm text-muted-foreground">
                        {row.title && row.title !== intakeMessages.validationError ? `${row.title}: ` : ''}
                        {row.message}
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell>{row.verdict ? row.verdict.toUpperCase() : '–'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {row.checkId ? (
                      <Link
                        className="text-sm font-medium underline underline-offset-4"
                        to={`/dashboard/check-history?search=${encodeURIComponent(row.imei)}`}
                        aria-label={`${text.openCheck}: line ${row.line}`}
                      >
                        {text.openCheck}
                      </Link>
                    ) : null}
                    {row.state === 'failed' && canRetry ? <RetryButton id={id} line={row.line} /> : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
        <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
          <PageSteps page={page} pageCount={pageCount} onPage={setPage}>
            Page {page} of {pageCount}
          </PageSteps>
        </div>
      </CardContent>
    </Card>
  );
}
