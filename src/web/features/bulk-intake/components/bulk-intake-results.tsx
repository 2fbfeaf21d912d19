import { Download } from 'lucide-react';
import { useState } from 'react';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { PageSteps } from '@/web/components/pager';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ScrollX } from '@/web/components/ui/scroll-x';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { BULK_ROWS_PAGE_SIZE, useBulkIntakeRows } from '@/web/features/bulk-intake/api/bulk-intake';

/** The batch's rows in file order, a page at a time, with each outcome and verdict; and the results as CSV. */
export function BulkIntakeResults({ id, isRunning }: { id: string; isRunning: boolean }) {
  const [page, setPage] = useState(1);
  const rows = useBulkIntakeRows(id, page, isRunning);
  const pageCount = Math.max(Math.ceil((rows.data?.total ?? 0) / BULK_ROWS_PAGE_SIZE), 1);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{text.resultsTitle}</CardTitle>
        <Button asChild variant="outline">
          <a href={`/api/v1/bulk-intakes/${id}/results.csv`} download>
            <Download aria-hidden="true" /> {text.download}
          </a>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ScrollX label={text.resultsTitle}>
          <Table aria-label={text.resultsTitle}>
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                <TableHead>IMEI</TableHead>
                <TableHead>Claim Type</TableHead>
                <TableHead>Claim Reference</TableHead>
                <TableHead>Outcome</TableHead>
                <TableHead>Verdict</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(rows.data?.items ?? []).map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell className="font-mono">{row.imei}</TableCell>
                  <TableCell>{row.claimType}</TableCell>
                  <TableCell>{row.reference ?? 'No reference'}</TableCell>
                  <TableCell className="min-w-48 whitespace-normal">
                    <Badge variant={row.state === 'failed' ? 'destructive' : 'secondary'}>
                      {text.outcomes[row.state]}
                    </Badge>
                    {row.message ? (
                      <p className="mt-1 max-w-md text-sm text-muted-foreground">{row.message}</p>
                    ) : null}
                  </TableCell>
                  <TableCell>{row.verdict ? row.verdict.toUpperCase() : '–'}</TableCell>
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
