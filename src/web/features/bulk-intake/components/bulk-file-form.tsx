import { useId, useState } from 'react';
import { BULK_INTAKE_COLUMNS } from '@/domain/bulk-intake';
import { bulkIntakeMessages as text } from '@/domain/bulk-intake-messages';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { useStartBulkIntake, useValidateBulkFile } from '@/web/features/bulk-intake/api/bulk-intake';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';
import { BulkProblems } from './bulk-problems';

/** Step one and two of a bulk upload: choose or paste the rows, see every line's problem, start the valid rows. */
export function BulkFileForm({ onStarted }: { onStarted: (id: string) => void }) {
  const fileId = useId();
  const pasteId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const validation = useValidateBulkFile();
  const start = useStartBulkIntake();
  const upload = (): Blob | null => file ?? (pasted.trim() ? new Blob([pasted], { type: 'text/csv' }) : null);

  const check = () => {
    const rows = upload();
    if (!rows) return notify.error(text.title, text.chooseFirst);
    validation.mutate(rows, { onError: (error) => notifyFailure(text.title, error) });
  };
  const confirm = () => {
    const rows = upload();
    if (!rows) return;
    start.mutate(rows, {
      onSuccess: ({ id }) => {
        notify.success(text.started);
        onStarted(id);
      },
      onError: (error) => notifyFailure(text.title, error),
    });
  };
  const changed = () => validation.reset();

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{text.title}</CardTitle>
        <CardDescription>
          Columns: <code className="break-all">{BULK_INTAKE_COLUMNS.join(',')}</code>. fnol is yes or no;
          loss_date is YYYY-MM-DD. At most 10,000 rows.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={fileId}>{text.fileLabel}</Label>
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              changed();
            }}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={pasteId}>{text.pasteLabel}</Label>
          <Textarea
            id={pasteId}
            value={pasted}
            disabled={file !== null}
            placeholder={`${BULK_INTAKE_COLUMNS.join(',')}\n353328110000013,Theft,CLM-1,no,`}
            className="font-mono"
            onChange={(event) => {
              setPasted(event.target.value);
              changed();
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={check} disabled={validation.isPending}>
            {text.checkRows}
          </Button>
          {validation.data && validation.data.valid > 0 ? (
            <Button onClick={confirm} disabled={start.isPending} variant="default">
              {text.start(validation.data.valid)}
            </Button>
          ) : null}
        </div>
        {validation.data ? <BulkProblems validation={validation.data} /> : null}
      </CardContent>
    </Card>
  );
}
