import { useState } from 'react';
import { Link } from 'react-router';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { LoadStatus } from '@/web/components/load-status';
import { PageSteps } from '@/web/components/pager';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ScrollX } from '@/web/components/ui/scroll-x';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { BULK_INTAKES_PAGE_SIZE, useBulkIntakes } from '@/web/features/bulk-intake/api/bulk-intake';
import { formatDateTimeToMinute } from '@/web/lib/format-date';

/** The organisation's past bulk uploads, newest first: when, who, where each stands and its counts. */
export function BulkIntakeHistory() {
  const [page, setPage] = useState(1);
  const batches = useBulkIntakes(page);
  const pageCount = Math.max(Math.ceil((batches.data?.total ?? 0) / BULK_INTAKES_PAGE_SIZE), 1);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{text.historyTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {batches.data ? null : (
          <LoadStatus
            query={batches}
            loadingLabel="Loading past bulk uploads"
            spinnerClassName="mx-auto my-4 size-6"
          />
        )}
        {batches.data?.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.historyEmpty}</p>
        ) : null}
        {batches.data && batches.data.items.length > 0 ? (
          <ScrollX label={text.historyTitle}>
            <Table aria-label={text.historyTitle}>
              <TableHeader>
                <TableRow>
                  <TableHead>Uploaded</TableHead>
                  <TableHead>By</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead align="right">Rows</TableHead>
                  <TableHead align="right">Checked</TableHead>
                  <TableHead align="right">Failed</TableHead>
                  <TableHead align="right">{text.rejectedFigure}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {batches.data.items.map((batch) => (
                  <TableRow key={batch.id}>
                    <TableCell>
                      <Link className="font-medium underline underline-offset-4" to={`?batch=${batch.id}`}>
                        {formatDateTimeToMinute(batch.createdAt)}
                      </Link>
                    </TableCell>
                    <TableCell>{batch.createdBy?.name || batch.createdBy?.email || '—'}</TableCell>
                    <TableCell>
                      <Badge variant={batch.status === 'stopped' ? 'destructive' : 'secondary'}>
                        {text.statuses[batch.status]}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right">{batch.total + batch.rejected}</TableCell>
                    <TableCell className="text-right">{batch.done}</TableCell>
                    <TableCell className="text-right">{batch.failed}</TableCell>
                    <TableCell className="text-right">{batch.rejected}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollX>
        ) : null}
        {pageCount > 1 ? (
          <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
            <PageSteps page={page} pageCount={pageCount} onPage={setPage}>
              Page {page} of {pageCount}
            </PageSteps>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
