import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import type { BulkIntakeListItem } from '@/domain/contracts/bulk-intakes';
import { type BulkRejection, BulkRejectionSchema } from '@/domain/schemas/bulk-intake-approval';
import { FormDialog, FormDialogFooter } from '@/web/components/form-dialog';
import { LoadStatus } from '@/web/components/load-status';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { ScrollX } from '@/web/components/ui/scroll-x';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { Textarea } from '@/web/components/ui/textarea';
import {
  useBulkIntakesAwaitingApproval,
  useDecideBulkIntake,
} from '@/web/features/bulk-intake/api/bulk-intake';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { formatCountOf } from '@/web/lib/format-count';
import { formatDateTimeToMinute } from '@/web/lib/format-date';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

const uploaderOf = (batch: BulkIntakeListItem) => batch.createdBy?.name || batch.createdBy?.email || '—';

/**
 * Org admins, on the Bulk upload page: the members' uploads awaiting approval (who uploaded each, its rows, when),
 * each to Approve (it is queued and runs as any other) or Reject with a reason the uploader reads. Nothing shows
 * while none waits.
 */
export function BulkApprovalsCard() {
  const awaiting = useBulkIntakesAwaitingApproval();
  const decide = useDecideBulkIntake();
  const [rejecting, setRejecting] = useState<BulkIntakeListItem | null>(null);
  if (!awaiting.data) {
    return awaiting.isError ? (
      <LoadStatus
        query={awaiting}
        loadingLabel="Loading uploads awaiting approval"
        spinnerClassName="mx-auto my-4 size-6"
      />
    ) : null;
  }
  if (awaiting.data.items.length === 0) return null;
  const approve = (batch: BulkIntakeListItem) =>
    decide.mutate(
      { id: batch.id, decision: { approve: true } },
      {
        onSuccess: () => notify.success(text.approved),
        onError: (error) => notifyFailure(text.approve, error),
      },
    );
  return (
    <Card role="region" aria-labelledby="bulk-approvals-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="bulk-approvals-title">{text.approvalsTitle}</CardTitle>
        <CardDescription>{text.approvalsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <ScrollX label={text.approvalsTitle}>
          <Table aria-label={text.approvalsTitle}>
            <TableHeader>
              <TableRow>
                <TableHead>{text.uploadedAt}</TableHead>
                <TableHead>{text.uploadedBy}</TableHead>
                <TableHead align="right">{text.rows}</TableHead>
                <TableHead>
                  <span className="sr-only">Decision</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {awaiting.data.items.map((batch) => (
                <TableRow key={batch.id}>
                  <TableCell>{formatDateTimeToMinute(batch.createdAt)}</TableCell>
                  <TableCell>{uploaderOf(batch)}</TableCell>
                  <TableCell className="text-right">{batch.total.toLocaleString('en-US')}</TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-2">
                      <Button
                        size="sm"
                        disabled={decide.isPending}
                        aria-label={`${text.approve} the upload by ${uploaderOf(batch)} of ${formatCountOf(batch.total, 'row', 'rows')}`}
                        onClick={() => approve(batch)}
                      >
                        {text.approve}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={decide.isPending}
                        aria-label={`${text.reject} the upload by ${uploaderOf(batch)} of ${formatCountOf(batch.total, 'row', 'rows')}`}
                        onClick={() => setRejecting(batch)}
                      >
                        {text.reject}
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      </CardContent>
      {rejecting ? <RejectDialog batch={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Card>
  );
}

/** Reject: the reason, which the uploader reads on the upload's page. */
function RejectDialog({ batch, onClose }: { batch: BulkIntakeListItem; onClose: () => void }) {
  const decide = useDecideBulkIntake();
  const form = useForm<BulkRejection>({
    resolver: zodResolver(BulkRejectionSchema),
    defaultValues: { reason: '' },
  });
  const onValid = ({ reason }: BulkRejection) =>
    decide.mutate(
      { id: batch.id, decision: { approve: false, reason } },
      {
        onSuccess: () => {
          notify.success(text.rejected);
          onClose();
        },
        onError: (error) => notifyFailure(text.rejectTitle, error),
      },
    );
  return (
    <FormDialog
      title={text.rejectTitle}
      description={`${uploaderOf(batch)}, ${formatCountOf(batch.total, 'row', 'rows')}, uploaded ${formatDateTimeToMinute(batch.createdAt)}. No row is searched.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
        <FormField id="bulk-reject-reason" label={text.rejectReasonLabel}>
          <Textarea id="bulk-reject-reason" height="short" {...form.register('reason')} />
        </FormField>
        <FormDialogFooter
          submitLabel={text.reject}
          pendingLabel="Rejecting..."
          isPending={decide.isPending}
          onCancel={onClose}
          variant="destructive"
        />
      </form>
    </FormDialog>
  );
}
